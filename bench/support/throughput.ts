/** Runs `count` operations with at most `concurrency` in flight; returns the seconds it took. */
export async function timeConcurrently(
  count: number,
  concurrency: number,
  operation: (index: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await operation(next++);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export type Side = 'store' | 'bare';

/**
 * The machine is shared and its load comes and goes, so the two sides of a comparison run in
 * interleaved rounds (alternating who goes first); each side's time is summed over its rounds.
 */
export async function interleave(
  rounds: number,
  run: (side: Side, round: number) => Promise<number>,
): Promise<Record<Side, number>> {
  const seconds = { store: 0, bare: 0 };
  for (let round = 0; round < rounds; round++) {
    const order: Side[] = round % 2 === 0 ? ['bare', 'store'] : ['store', 'bare'];
    for (const side of order) seconds[side] += await run(side, round);
  }
  return seconds;
}

const perSecond = (events: number, seconds: number): string =>
  `${Math.round(events / seconds).toLocaleString('en-US')} events/s`;

/** Prints both rates and the store's share of the bare rate, against a target when there is one. */
export function reportRatio(
  label: string,
  bareLabel: string,
  events: number,
  seconds: Record<Side, number>,
  target?: number,
): void {
  const ratio = seconds.bare / seconds.store;
  const verdict = target === undefined ? '' : ` (target >= ${target}) ${ratio >= target ? 'OK' : 'BELOW TARGET'}`;
  console.log(
    `${label}: event store ${perSecond(events, seconds.store)}, ${bareLabel} ${perSecond(events, seconds.bare)}, ratio ${ratio.toFixed(2)}${verdict}`,
  );
}
