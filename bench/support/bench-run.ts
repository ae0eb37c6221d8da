import type { BenchDatabase } from './bench-database';
import type { SandboxProcess } from './sandbox-process';

/** Runs a bench's main; a failure is printed and ends the process with status 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** Stops what an engine bench opened, last opened first, then its sandbox process and database. */
export async function closeEngineBench(
  closers: Array<() => Promise<unknown>>,
  sandbox: SandboxProcess | undefined,
  database: BenchDatabase,
): Promise<void> {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  sandbox?.child.kill();
  await database.drop();
}
