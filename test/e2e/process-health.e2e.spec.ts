/**
 * Every process of a split deployment answers on a health port of its own (HEALTH_PORT): /health,
 * /ready (the projector's role and lag, the runner's scheduler role, the sandbox's database) and
 * /metrics (Prometheus); and every one of them logs the same pino JSON lines.
 */
import { createPostgresEventStore } from '@outflow/event-store';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  eventually,
  freePort,
  createTestDatabase,
  describeWithNats,
  describeWithPostgres,
  serviceUrl,
  type TestDatabase,
} from '@outflow/testing';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');

interface Started {
  readonly child: ChildProcess;
  readonly health: string;
  readonly lines: string[];
}

describeWithPostgres('the health port of each process', () => {
  describeWithNats('projectors, a runner and the sandbox apart', () => {
    let database: TestDatabase;
    const started: Started[] = [];
    let env: NodeJS.ProcessEnv;

    const start = async (main: string, extra: NodeJS.ProcessEnv = {}): Promise<Started> => {
      if (!fs.existsSync(path.join(ROOT, main)))
        throw new Error(`${main} is missing: npm test builds the server first (npm run build:server)`);
      const port = await freePort();
      const child = spawn(process.execPath, [main], {
        cwd: ROOT,
        env: { ...env, ...extra, HEALTH_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const lines: string[] = [];
      let partial = '';
      child.stdout.on('data', (d: Buffer) => {
        const text = partial + String(d);
        const parts = text.split('\n');
        partial = parts.pop()!;
        lines.push(...parts.filter(Boolean));
      });
      child.stderr.on('data', (d: Buffer) => lines.push(`stderr: ${String(d)}`));
      const proc = { child, health: `http://127.0.0.1:${port}`, lines };
      started.push(proc);
      await eventually(
        () =>
          child.exitCode !== null
            ? Promise.reject(new Error(`${main} exited`))
            : fetch(`${proc.health}/health`).then(
                (r) => r.ok,
                () => false,
              ),
        `${main}'s health port`,
        30_000,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}; it wrote:\n${lines.join('\n')}`);
      });
      return proc;
    };
    const ready = async (p: Started) => {
      const response = await fetch(`${p.health}/ready`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const metrics = async (p: Started) => (await fetch(`${p.health}/metrics`)).text();

    beforeAll(async () => {
      database = await createTestDatabase();
      env = {
        PATH: process.env.PATH,
        DATABASE_URL: database.url,
        NATS_URL: serviceUrl('NATS')!,
        NATS_NAMESPACE: `health${Date.now().toString(36)}`,
        LINKEDIN_PROVIDER: 'unipile',
        UNIPILE_API_KEY: 'health-key',
        LOG_LEVEL: 'info',
      };
    });
    afterAll(async () => {
      await Promise.all(
        started.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await database?.drop();
    });

    it('answers health, readiness and metrics on each, and logs one JSON format everywhere', async () => {
      const sandbox = await start('apps/linkedin-sandbox/dist/main.js', {
        SANDBOX_PORT: '0',
        SANDBOX_API_KEY: 'health-check-sandbox-key',
        SANDBOX_POPULATION: '200',
      });
      expect(await ready(sandbox)).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'up' } } });
      const sandboxUrl = /listening on (http:\/\/\S+)/.exec(
        await eventually(async () => sandbox.lines.find((l) => l.includes('listening on')), 'the sandbox to listen'),
      )![1];
      env.UNIPILE_DSN = sandboxUrl;

      const active = await start('apps/projector/dist/main.js');
      await eventually(
        async () => (await ready(active)).body.role === 'active',
        'the first projector to take the lock',
      );
      const standby = await start('apps/projector/dist/main.js');
      const runner = await start('apps/runner/dist/main.js');
      await eventually(async () => (await ready(runner)).body.scheduler === 'leader', 'the runner to lead');

      expect(await ready(active)).toEqual({
        status: 200,
        body: {
          status: 'ready',
          checks: { database: 'up', eventStore: 'up', bus: 'up' },
          role: 'active',
          lagSeconds: 0,
          parkedEvents: 0,
        },
      });
      expect(await ready(standby)).toMatchObject({ status: 200, body: { status: 'ready', role: 'standby' } });
      expect(await ready(runner)).toEqual({
        status: 200,
        body: {
          status: 'ready',
          checks: { database: 'up', eventStore: 'up', bus: 'up' },
          consuming: true,
          scheduler: 'leader',
        },
      });

      // An event to project: the active projector's metrics count it, the standby's do not.
      const store = createPostgresEventStore({ connectionString: database.url, schema: 'event_store' });
      await store.appendToStream(
        'user-health',
        [
          {
            type: 'UserRegistered',
            data: {
              userId: 'health',
              email: 'health@example.com',
              name: 'Health',
              provider: 'local',
              occurredAt: '2026-11-22T10:00:00.000Z',
            },
            metadata: { userId: 'health', actor: 'user', correlationId: 'c-health' },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
      await store.close();
      await eventually(
        async () => (await metrics(active)).includes('outflow_projector_events_applied_total 1'),
        'the active projector to count the event',
      );
      const activeMetrics = await metrics(active);
      expect(activeMetrics).toContain('outflow_projector_batch_seconds_count 1');
      expect(activeMetrics).toMatch(/^outflow_projector_lag_seconds 0$/m);
      expect(await metrics(standby)).toContain('outflow_projector_events_applied_total 0');
      expect(await metrics(runner)).toContain('# TYPE outflow_runner_jobs_total counter');
      expect(await metrics(sandbox)).toContain('process_cpu_user_seconds_total');

      for (const { lines } of started) {
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) {
          expect(line).not.toMatch(/^stderr/);
          expect(JSON.parse(line)).toEqual(
            expect.objectContaining({
              level: expect.any(Number),
              time: expect.any(Number),
              pid: expect.any(Number),
              hostname: expect.any(String),
              name: expect.stringMatching(/^(projector|runner|linkedin-sandbox)$/),
              msg: expect.any(String),
            }),
          );
        }
      }
    });
  });
});
