// Appends through the Postgres event store vs bare INSERTs of the same rows into a plain table
// with the same columns, at the same concurrency. Targets: singles >= 0.8, batches >= 0.6.
// Run: node -r ./bench/support/register.js bench/event-store-append.ts [--events 20000]
//      [--batch-events 100000] [--batch-size 100] [--concurrency 8] [--rounds 10]
import type { NewEvent } from '@outflow/event-store';
import { intArgs } from './support/bench-args';
import { BARE_COLUMNS, BARE_TABLE_SQL, bareRow, bareValuesList, sampleEvent } from './support/sample-events';
import { runStoreBench } from './support/store-bench';
import { interleave, reportRatio, timeConcurrently } from './support/throughput';

const args = intArgs({ events: 20_000, 'batch-events': 100_000, 'batch-size': 100, concurrency: 8, rounds: 10 });
const { concurrency } = args;

interface Append {
  readonly streamId: string;
  readonly events: NewEvent[];
}

/** Appends of `size` events each, every one to its own new stream. */
const appends = (prefix: string, count: number, size: number): Append[] =>
  Array.from({ length: count }, (_, a) => ({
    streamId: `${prefix}-${a}`,
    events: Array.from({ length: size }, (_, i) => sampleEvent(a * size + i)),
  }));

runStoreBench('outflow_bench_append', concurrency, async ({ store, pool }) => {
  await pool.query(BARE_TABLE_SQL);
  console.log(
    `Postgres event store appends: ${args.events} singles, ${args['batch-events']} events in batches of ${args['batch-size']}, ` +
      `concurrency ${concurrency}, ${args.rounds} interleaved rounds`,
  );

  const viaStore = (chunk: Append[]) =>
    timeConcurrently(chunk.length, concurrency, (a) =>
      store.appendToStream(chunk[a].streamId, chunk[a].events, { expectedVersion: 'no_stream' }),
    );
  // Prepared like the store's statements, so both sides parse and plan once per connection.
  const bareInsert = (chunk: Append[]) => {
    const size = chunk[0].events.length;
    const text = `INSERT INTO bare_events ${BARE_COLUMNS} VALUES ${bareValuesList(size)}`;
    return timeConcurrently(chunk.length, concurrency, (a) =>
      pool.query({
        name: `bare_${size}`,
        text,
        values: chunk[a].events.flatMap((e, i) => bareRow(chunk[a].streamId, i, e)),
      }),
    );
  };

  for (const [size, totalEvents, target] of [
    [1, args.events, 0.8],
    [args['batch-size'], args['batch-events'], 0.6],
  ]) {
    // Warm-up: every pooled connection prepares its statements; both tables get their first pages.
    await viaStore(appends(`warm-store-${size}`, 500, size));
    await bareInsert(appends(`warm-bare-${size}`, 500, size));
    const perRound = Math.max(1, Math.round(totalEvents / size / args.rounds));
    const seconds = await interleave(args.rounds, (side, round) =>
      (side === 'store' ? viaStore : bareInsert)(appends(`${side}-${size}-${round}`, perRound, size)),
    );
    const label = size === 1 ? 'single-event appends' : `${size}-event appends`;
    reportRatio(
      `${label} (own stream, expected no_stream)`,
      'bare INSERT',
      perRound * size * args.rounds,
      seconds,
      target,
    );
  }
});
