import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server on a free port of 127.0.0.1, the base of the stand-ins for outside APIs
 * (OpenAI, Stripe): it reads each request's body and hands it to the stand-in's `handle`.
 */
export abstract class LocalJsonServer {
  private server?: Server;

  protected abstract handle(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> | void;

  /** `http://127.0.0.1:<port>`, once listening. */
  protected get origin(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  protected async listen(): Promise<this> {
    const server = createServer((req, res) => void readBody(req).then((body) => this.handle(req, body, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server!;
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
