/**
 * `npm start`'s process on its embedded default (embedded Postgres under a data folder, no services):
 * it serves, a Ctrl-C (SIGINT to its whole process group, as a terminal sends it) stops everything
 * cleanly, and the data is still there after a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@outflow/testing';

const ROOT = path.resolve(__dirname, '../..');
const MAIN = 'apps/all-in-one/dist/main.js';

const describeIfBuilt = fs.existsSync(path.join(ROOT, MAIN)) ? describe : describe.skip;

describeIfBuilt('the embedded default process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outflow-embedded-'));
  let env: NodeJS.ProcessEnv;
  let url: string;

  beforeAll(async () => {
    const [port, databasePort] = [await freePort(), await freePort()];
    url = `http://127.0.0.1:${port}`;
    // No DATABASE_URL or NATS_URL: the embedded default.
    const { DATABASE_URL: _d, NATS_URL: _n, ...rest } = process.env;
    env = {
      ...rest,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_DATABASE_PORT: String(databasePort),
      LOG_LEVEL: 'warn',
    };
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function start(): Promise<{ child: ChildProcess; log: () => string }> {
    let log = '';
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (log += String(d)));
    child.stderr.on('data', (d) => (log += String(d)));
    const deadline = Date.now() + 60_000;
    while (!log.includes('Outflow is running at')) {
      if (child.exitCode !== null) throw new Error(`exited early:\n${log}`);
      if (Date.now() > deadline) throw new Error(`did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return { child, log: () => log };
  }

  /** Ctrl-C in a terminal: SIGINT to the process group, embedded Postgres included. */
  async function interrupt(child: ChildProcess): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    process.kill(-child.pid!, 'SIGINT');
    return exited;
  }

  const postgresRunning = () => fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));

  it('serves, stops cleanly on Ctrl-C, and keeps its data across a restart', async () => {
    const first = await start();
    expect(await (await fetch(`${url}/api/ready`)).json()).toEqual({
      status: 'ready',
      checks: { database: 'up', eventStore: 'up', bus: 'up', projector: 'up' },
      projectorLagSeconds: expect.any(Number),
      linkedin: { answerMismatches: 0, mismatchedFields: 0 },
    });
    const signUp = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@example.com', password: 'kept across restarts', name: 'Keep' }),
    });
    expect(signUp.status).toBe(201);
    expect(postgresRunning()).toBe(true);

    const code = await interrupt(first.child);
    if (code !== 0) console.log(first.log().slice(-3000));
    expect(code).toBe(0);
    expect(first.log()).not.toMatch(/Unhandled|throw er/);
    for (let i = 0; i < 50 && postgresRunning(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(postgresRunning()).toBe(false);

    const second = await start();
    const logIn = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@example.com', password: 'kept across restarts' }),
    });
    expect(logIn.status).toBe(200);
    expect(await interrupt(second.child)).toBe(0);
  }, 180_000);
});
