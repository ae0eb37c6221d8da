import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics';

export type ReadinessStatus = 'ready' | 'degraded' | 'not-ready';

export interface Readiness {
  /** ready and degraded answer 200 (the process serves; something lags), not-ready 503. */
  readonly status: ReadinessStatus;
  /** What an operator reads (checks, role, lag): answered to loopback callers only. */
  readonly detail?: Record<string, unknown>;
}

export interface HealthServerOptions {
  readonly port: number;
  /** Loopback by default: probes and scrapes from this machine; a container or a scraper elsewhere sets 0.0.0.0. */
  readonly host?: string;
  readonly readiness: () => Promise<Readiness>;
}

export interface HealthServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Answers 'up' when `check` resolves within `timeoutMs`, else 'down'. */
export async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
  try {
    return await Promise.race([check().then(() => 'up' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** On this machine and not relayed for someone elsewhere by a proxy. */
const fromThisMachine = (req: IncomingMessage) =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') &&
  !req.headers['x-forwarded-for'] &&
  !req.headers.forwarded &&
  !req.headers['x-real-ip'];

/**
 * A process's health port (HEALTH_PORT): `GET /health` (the process answers), `GET /ready` (200
 * while it can do its work, 503 when not) and `GET /metrics` (Prometheus). Plain node:http, apart
 * from the process's own port (the projector and the runner have none), so orchestrators and
 * scrapers reach every process the same way.
 */
export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, JSON.stringify({ message: 'GET only' }));
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health') return send(200, JSON.stringify({ status: 'ok' }));
    if (path === '/ready') {
      void options
        .readiness()
        .catch((error: unknown) => ({ status: 'not-ready' as const, detail: { error: String(error) } }))
        .then((readiness) =>
          send(
            readiness.status === 'not-ready' ? 503 : 200,
            JSON.stringify(
              fromThisMachine(req) ? { status: readiness.status, ...readiness.detail } : { status: readiness.status },
            ),
          ),
        );
      return;
    }
    if (path === '/metrics') {
      void metricsRegistry
        .metrics()
        .then((text) => send(200, text, metricsRegistry.contentType))
        .catch((error: unknown) => send(500, JSON.stringify({ message: String(error) })));
      return;
    }
    send(404, JSON.stringify({ message: 'Not found: /health, /ready, /metrics' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
