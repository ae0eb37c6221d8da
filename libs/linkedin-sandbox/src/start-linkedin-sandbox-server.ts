import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import { createLinkedInSandbox } from './create-linkedin-sandbox';
import type { LinkedInSandbox, LinkedInSandboxOptions } from './linkedin-sandbox-options';

export interface LinkedInSandboxServer {
  /** e.g. http://127.0.0.1:PORT: the mount point (Unipile "DSN"). */
  url: string;
  sandbox: LinkedInSandbox;
  close(): Promise<void>;
}

/**
 * Runs the sandbox alone on its own HTTP server (port 0 = a free port). It listens first, so the
 * hosted-auth links it hands out can carry the real port.
 */
export async function startLinkedInSandboxServer(
  options: Omit<LinkedInSandboxOptions, 'publicUrl'> & {
    port?: number;
    /** Interface to listen on; default 127.0.0.1 (0.0.0.0 in a container). */
    host?: string;
    /** Where browsers reach it (hosted-auth links); default the address it listens on. */
    publicUrl?: string;
  },
): Promise<LinkedInSandboxServer> {
  // Set once the sandbox is built; until then every request is told it is starting.
  const ready: { router?: Router } = {};
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((req, res, next) =>
    ready.router
      ? ready.router(req, res, next)
      : res.status(503).json({ status: 503, type: 'errors/service_unavailable', title: 'Starting' }),
  );
  const server = await new Promise<import('node:http').Server>((resolve, reject) => {
    const s = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(s),
    );
  });
  server.keepAliveTimeout = 65_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  let sandbox: LinkedInSandbox;
  try {
    sandbox = await createLinkedInSandbox({ ...options, publicUrl: options.publicUrl ?? url });
  } catch (error) {
    await closeServer();
    throw error;
  }
  ready.router = sandbox.router;
  return {
    url,
    sandbox,
    async close() {
      await closeServer();
      await sandbox.close();
    },
  };
}
