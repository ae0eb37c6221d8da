import net from 'node:net';

// Below Linux's ephemeral range (32768–60999): a port handed out here is not also handed to the
// next `listen(0)` or outgoing connection on this machine between our check and the caller's listen.
const LOW = 20_000;
const HIGH = 32_000;

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port free on 127.0.0.1 now, for a server a test starts next (e.g. so PUBLIC_URL can name it). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (await listenable(port)) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH} after 50 tries`);
}
