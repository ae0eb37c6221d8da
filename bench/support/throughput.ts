/** Runs `count` operations with at most `concurrency` in flight; returns the seconds it took. */
export async function timeConcurrently(count: number, concurrency: number, operation: (index: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await operation(next++);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export const perSecond = (events: number, seconds: number): string => `${Math.round(events / seconds).toLocaleString('en-US')} events/s`;
