/**
 * The production topology, as docker-compose runs it but on this machine: the api, the projector and
 * the runner as three separate Node processes (their compiled `main.js`), sharing Postgres and NATS
 * JetStream, with the LinkedIn sandbox standing in for Unipile. A setting saved through the api is
 * projected by the other process and read back.
 */
import { startLinkedInSandboxServer, type LinkedInSandboxServer } from '@outflow/linkedin-sandbox';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  createTestDatabase,
  describeWithNats,
  describeWithPostgres,
  serviceUrl,
  type TestDatabase,
} from '@outflow/testing';
import { DAILY_LIMIT_DEFAULTS } from '../support/rate-limit-settings';

const ROOT = path.resolve(__dirname, '../..');
const MAINS = ['apps/api/dist/main.js', 'apps/projector/dist/main.js', 'apps/runner/dist/main.js'];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describeWithPostgres('api, projector and runner as separate processes', () => {
  describeWithNats('on Postgres and NATS', () => {
    let database: TestDatabase;
    let sandbox: LinkedInSandboxServer;
    let api: string;
    const processes: ChildProcess[] = [];
    const output: string[] = [];
    let envOf: NodeJS.ProcessEnv;

    beforeAll(async () => {
      for (const main of MAINS) {
        if (!fs.existsSync(path.join(ROOT, main)))
          throw new Error(`${main} is missing: npm test builds the server first (npm run build:server)`);
      }
      database = await createTestDatabase();
      sandbox = await startLinkedInSandboxServer({
        databaseUrl: database.url,
        apiKey: 'separate-key',
        port: 0,
        population: 500,
      });
      const port = await freePort();
      api = `http://127.0.0.1:${port}`;
      const env = {
        ...process.env,
        DATABASE_URL: database.url,
        NATS_URL: serviceUrl('NATS')!,
        // Its own subjects and work stream: other suites on the same NATS server never see its jobs.
        NATS_NAMESPACE: `sep${Date.now().toString(36)}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: api,
        AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
        LINKEDIN_PROVIDER: 'unipile',
        UNIPILE_DSN: sandbox.url,
        UNIPILE_API_KEY: 'separate-key',
        UNIPILE_WEBHOOK_SECRET: 'webhook-secret',
        LOG_LEVEL: 'warn',
      };
      envOf = env;
      for (const main of MAINS) {
        const child = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (d) => output.push(`${main}: ${d}`));
        child.stderr.on('data', (d) => output.push(`${main}: ${d}`));
        processes.push(child);
      }
      await until(async () => ((await fetch(`${api}/api/ready`)).ok ? true : undefined), 'the api to be ready');
    }, 60_000);

    afterAll(async () => {
      await Promise.all(
        processes.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await sandbox?.close();
      await database?.drop();
    });

    it('reports ready with its database, event store and bus', async () => {
      expect(await (await fetch(`${api}/api/ready`)).json()).toEqual({
        status: 'ready',
        checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'up' },
        projectorLagSeconds: expect.any(Number),
        linkedin: { answerMismatches: 0, mismatchedFields: 0 },
      });
    });

    it('signs up, saves a limit, and reads it back from the read model the projector process wrote', async () => {
      const signUp = await fetch(`${api}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ops@example.com', password: 'separate processes', name: 'Ops' }),
      });
      expect(signUp.status).toBe(201);
      const { accessToken } = await signUp.json();
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
      const settings = { ...DAILY_LIMIT_DEFAULTS, connections: 33 };
      const put = await fetch(`${api}/api/rate-limits/settings`, {
        method: 'PUT',
        headers,
        body: JSON.stringify(settings),
      });
      expect(put.status).toBe(200);
      const kept = await until(async () => {
        const body = await (await fetch(`${api}/api/rate-limits/settings`, { headers })).json();
        return body.connections === 33 ? body : undefined;
      }, 'the projector process to project the change');
      expect(kept).toEqual({ ...settings, weeklyConnections: 100 });
    }, 60_000);

    it('keeps one active projector: a second process waits for the lock and takes over when the first stops', async () => {
      const second = spawn(process.execPath, ['apps/projector/dist/main.js'], {
        cwd: ROOT,
        // Its info lines say when it waits and when it runs.
        env: { ...envOf, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      processes.push(second);
      let secondLog = '';
      second.stdout.on('data', (d) => (secondLog += String(d)));
      second.stderr.on('data', (d) => (secondLog += String(d)));
      await until(
        async () => (secondLog.includes('projector waiting for its lock') ? true : undefined),
        'the standby projector to start',
      );
      await new Promise((r) => setTimeout(r, 1500));
      expect(secondLog).not.toContain('projector running');

      const first = processes[1];
      await new Promise<void>((resolve) => {
        first.once('exit', () => resolve());
        first.kill('SIGTERM');
      });
      await until(
        async () => (secondLog.includes('projector running') ? true : undefined),
        'the standby projector to take over',
      );

      const signUp = await fetch(`${api}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'standby@example.com', password: 'separate processes', name: 'Standby' }),
      });
      const { accessToken } = await signUp.json();
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
      const settings = { ...DAILY_LIMIT_DEFAULTS, connections: 44 };
      expect(
        (await fetch(`${api}/api/rate-limits/settings`, { method: 'PUT', headers, body: JSON.stringify(settings) }))
          .status,
      ).toBe(200);
      await until(
        async () =>
          (await (await fetch(`${api}/api/rate-limits/settings`, { headers })).json()).connections === 44
            ? true
            : undefined,
        'the new projector to project',
      );
      expect(output.join('') + secondLog).not.toMatch(/\bError\b/);
    }, 60_000);
  });
});
