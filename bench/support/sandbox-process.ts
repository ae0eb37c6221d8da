/** The LinkedIn sandbox in a process of its own for a benchmark, and its control API. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface SandboxProcess {
  child: ChildProcess;
  url: string;
}

const ROOT = path.resolve(__dirname, '../..');

/** The key the benchmarks' sandboxes take (the sandbox refuses to start on one under 16 characters). */
export const BENCH_SANDBOX_KEY = 'outflow-bench-sandbox-key';

/** Forks apps/linkedin-sandbox from its sources on any free port; resolves once it listens. */
export function startSandboxProcess(
  databaseUrl: string,
  apiKey: string,
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<SandboxProcess> {
  const child = fork(path.join(ROOT, 'apps/linkedin-sandbox/src/main.ts'), [], {
    execArgv: [...(options.nodeArgs ?? []), '-r', path.join(ROOT, 'bench/support/register.js')],
    env: { ...process.env, DATABASE_URL: databaseUrl, SANDBOX_PORT: '0', SANDBOX_API_KEY: apiKey, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { url: string }) => resolve({ child, url: m.url }));
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
}

/** Calls the sandbox's control API; `T` is the shape of the answer the caller reads. */
export async function sandboxControl<T = unknown>(
  base: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}/control${route}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as T;
}
