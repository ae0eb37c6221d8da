/**
 * deploy/Procfile, the recipe docs/deploy.md gives for one machine, run as a Procfile runner runs
 * it (each line through `sh -c`, from the repository's root) on this machine's Postgres and NATS:
 * every process comes up ready, the API works, and each stops cleanly on SIGTERM.
 */
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

/** `name: command` lines; comments and blank lines skipped (the Procfile format). */
function procfile(): Array<{ name: string; command: string }> {
  return fs
    .readFileSync(path.join(ROOT, 'deploy/Procfile'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Za-z0-9_-]+):\s*(.+)$/.exec(line);
      if (!match) throw new Error(`Not a Procfile line: ${line}`);
      return { name: match[1], command: match[2] };
    });
}

describeWithPostgres('deploy/Procfile', () => {
  describeWithNats('on this machine', () => {
    let database: TestDatabase;
    const running = new Map<string, { child: ChildProcess; output: string[] }>();
    const healthPorts: Record<string, number> = {};
    let api: string;

    beforeAll(async () => {
      for (const main of ['api', 'projector', 'runner', 'linkedin-sandbox'])
        if (!fs.existsSync(path.join(ROOT, `apps/${main}/dist/main.js`)))
          throw new Error(`apps/${main}/dist/main.js is missing: npm test builds the server first`);
      database = await createTestDatabase();
      const [apiPort, sandboxPort] = [await freePort(), await freePort()];
      for (const name of ['api', 'projector', 'runner', 'sandbox']) healthPorts[name] = await freePort();
      api = `http://127.0.0.1:${apiPort}`;
      // What docs/deploy.md says to set, and the ports this run takes.
      const env = {
        PATH: process.env.PATH,
        DATABASE_URL: database.url,
        NATS_URL: serviceUrl('NATS')!,
        NATS_NAMESPACE: `procfile${Date.now().toString(36)}`,
        AUTH_SECRET: 'a-procfile-secret-long-enough-for-hs256-signing',
        UNIPILE_WEBHOOK_SECRET: 'procfile-webhook-secret',
        PORT: String(apiPort),
        PUBLIC_URL: api,
        LINKEDIN_PROVIDER: 'sandbox',
        LINKEDIN_SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
        SANDBOX_API_KEY: 'procfile-sandbox-key',
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_POPULATION: '300',
        API_HEALTH_PORT: String(healthPorts.api),
        PROJECTOR_HEALTH_PORT: String(healthPorts.projector),
        RUNNER_HEALTH_PORT: String(healthPorts.runner),
        SANDBOX_HEALTH_PORT: String(healthPorts.sandbox),
        LOG_LEVEL: 'warn',
      };
      const lines = procfile();
      expect(lines.map((l) => l.name)).toEqual(['sandbox', 'api', 'projector', 'runner']);
      for (const { name, command } of lines) {
        const child = spawn('sh', ['-c', command], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
        const output: string[] = [];
        child.stdout.on('data', (d: Buffer) => output.push(String(d)));
        child.stderr.on('data', (d: Buffer) => output.push(String(d)));
        running.set(name, { child, output });
        // In order: each answers on its health port before the next starts (the API is ready only once a projector runs).
        await eventually(
          async () => {
            if (child.exitCode !== null) throw new Error(`${name} exited: ${output.join('')}`);
            return fetch(`http://127.0.0.1:${healthPorts[name]}/health`).then(
              (r) => r.ok,
              () => false,
            );
          },
          `${name} to answer`,
          45_000,
        );
      }
      for (const name of Object.keys(healthPorts))
        await eventually(
          () =>
            fetch(`http://127.0.0.1:${healthPorts[name]}/ready`).then(
              (r) => r.ok,
              () => false,
            ),
          `${name} to be ready`,
        );
    });
    afterAll(async () => {
      for (const { child } of running.values()) if (child.exitCode === null) child.kill('SIGKILL');
      await database?.drop();
    });

    it('brings every process up ready; the API signs up a user and reports the projector running', async () => {
      const ready = await (await fetch(`${api}/api/ready`)).json();
      expect(ready).toMatchObject({
        status: 'ready',
        checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'up' },
      });
      const signUp = await fetch(`${api}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'procfile@example.com', password: 'a procfile password', name: 'Procfile' }),
      });
      expect(signUp.status).toBe(201);
      const { accessToken } = (await signUp.json()) as { accessToken: string };
      const me = await fetch(`${api}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(me.status).toBe(200);
      const health = async (name: string) =>
        (await fetch(`http://127.0.0.1:${healthPorts[name]}/ready`).then((r) => r.json())) as Record<string, unknown>;
      expect(await health('projector')).toMatchObject({ role: 'active' });
      // The scheduler leads a lease after it takes its lock (docs/deploy.md, Failures).
      await eventually(async () => (await health('runner')).scheduler === 'leader', 'the runner to lead');
      expect(await health('runner')).toMatchObject({ consuming: true, scheduler: 'leader' });
    });

    it('stops each process cleanly on SIGTERM (exit 0)', async () => {
      for (const name of ['runner', 'projector', 'api', 'sandbox']) {
        const { child, output } = running.get(name)!;
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        expect({ name, code: await exited }).toEqual({ name, code: 0 });
        expect(output.join('')).not.toMatch(/"level":50/);
      }
    });
  });
});
