import { Runner, type RunnerOptions } from '@outflow/runner';

/**
 * The one runner an engine benchmark plays (single process: it leads its own scheduler), with no
 * jitter, so the lag measured is the engine's own; `gapMs` apart per account. `closers` stops it.
 */
export async function startBenchRunner(
  engine: Pick<RunnerOptions, 'store' | 'bus' | 'db' | 'provider' | 'clock'>,
  pace: { concurrency: number; gapMs: number },
  closers: Array<() => Promise<unknown>>,
): Promise<Runner> {
  const runner = new Runner({
    ...engine,
    concurrency: pace.concurrency,
    minActionGapMs: pace.gapMs,
    maxJitterMs: 0,
    pollIntervalMs: 200,
    singleProcess: true,
  });
  await runner.start();
  closers.push(() => runner.stop());
  return runner;
}
