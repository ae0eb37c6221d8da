/**
 * Outflow's processes as an operator runs them: each app's compiled entry point
 * (`apps/<app>/dist/main.js`, built by `npm run build:server`) in a Node process of its own, its
 * output kept so a test or benchmark can wait for a line or show what went wrong.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export type OutflowApp = 'api' | 'projector' | 'runner' | 'linkedin-sandbox';

/** The entry point of an app, relative to the repository. */
export const entryPoint = (app: OutflowApp): string => `apps/${app}/dist/main.js`;

/** Throws naming the entry points that were not built. */
export function assertBuilt(apps: readonly OutflowApp[]): void {
  const missing = apps.map(entryPoint).filter((main) => !fs.existsSync(path.join(ROOT, main)));
  if (missing.length > 0)
    throw new Error(`${missing.join(', ')} missing: npm test builds the server first (npm run build:server)`);
}

/** Lines kept per process: enough to see why it failed, bounded for long runs. */
const KEPT_LINES = 20_000;

export class OutflowProcess {
  readonly child: ChildProcess;
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly waiters = new Set<() => void>();

  constructor(
    readonly name: string,
    readonly app: OutflowApp,
    env: NodeJS.ProcessEnv,
  ) {
    this.child = spawn(process.execPath, [entryPoint(app)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let partial = '';
    const take = (chunk: Buffer) => {
      const text = partial + chunk.toString();
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) if (line.trim()) this.lines.push(line);
      if (this.lines.length > KEPT_LINES) this.lines.splice(0, this.lines.length - KEPT_LINES);
      for (const wake of this.waiters) wake();
    };
    this.child.stdout!.on('data', take);
    this.child.stderr!.on('data', take);
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    void this.exited.then(() => {
      for (const wake of this.waiters) wake();
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Lines matching `pattern` so far. */
  count(pattern: RegExp): number {
    return this.lines.filter((line) => pattern.test(line)).length;
  }

  /** Resolves once a line matches `pattern` (more than `after` of them); fails when the process exits first. */
  waitFor(pattern: RegExp, timeoutMs = 30_000, after = 0): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.lines.filter((line) => pattern.test(line));
        if (found.length > after) return done(() => resolve(found[after]));
        if (!this.running)
          return done(() => reject(new Error(`${this.name} exited before ${pattern}:\n${this.tail()}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`${this.name}: no ${pattern} within ${timeoutMs} ms:\n${this.tail()}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        settle();
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Sends the signal and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.running) this.child.kill(signal);
    await this.exited;
  }

  tail(lines = 30): string {
    return this.lines
      .slice(-lines)
      .map((line) => `  ${this.name}: ${line}`)
      .join('\n');
  }
}

/** Starts an app's built entry point with this environment (nothing inherited but PATH and HOME). */
export function startOutflowProcess(name: string, app: OutflowApp, env: Record<string, string>): OutflowProcess {
  return new OutflowProcess(name, app, { PATH: process.env.PATH, HOME: process.env.HOME, ...env });
}
