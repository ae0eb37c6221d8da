import net from 'node:net';

export interface PartitionProxy {
  /** The database URL through the proxy (the same user, password and database). */
  readonly url: string;
  /** A network partition: from now on nothing passes either way, and no side hears that the other went. */
  partition(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a Postgres URL that can silently stop carrying bytes: what a network
 * blip or a dead router does to a connection, where neither end gets an error until it times out.
 */
export async function startPartitionProxy(databaseUrl: string): Promise<PartitionProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let partitioned = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk) => {
        if (!partitioned) to.write(chunk);
      });
      from.on('close', () => {
        if (!partitioned) to.destroy();
      });
      from.on('error', () => undefined);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    partition: () => {
      partitioned = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
