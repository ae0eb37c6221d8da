// Reads every event through the Postgres event store's readAll, in pages, vs a bare keyset-paged
// SELECT of the same table ordered by global_position.
// Run: node -r ./bench/support/register.js bench/event-store-read-all.ts [--events 200000]
//      [--page 1000] [--rounds 3]
import type { GlobalPosition } from '@outflow/event-store';
import { intArgs } from './support/bench-args';
import { sampleEvent } from './support/sample-events';
import { runStoreBench } from './support/store-bench';
import { interleave, reportRatio, timeConcurrently } from './support/throughput';

const args = intArgs({ events: 200_000, page: 1000, rounds: 3 });
const BATCH = 500;

runStoreBench('outflow_bench_read_all', 4, async ({ store, pool }) => {
  await timeConcurrently(Math.ceil(args.events / BATCH), 4, (a) =>
    store.appendToStream(`target-${a}`, Array.from({ length: Math.min(BATCH, args.events - a * BATCH) }, (_, i) => sampleEvent(a * BATCH + i)), {
      expectedVersion: 'no_stream',
    }),
  );
  await pool.query('VACUUM ANALYZE events');
  console.log(`Postgres event store read-all: ${args.events} events in pages of ${args.page}, ${args.rounds} interleaved passes`);

  const viaReadAll = async (): Promise<number> => {
    let after: GlobalPosition | undefined;
    for (let read = 0; ; ) {
      const page = await store.readAll({ after, maxCount: args.page });
      if (page.length === 0) return read;
      read += page.length;
      after = page[page.length - 1].position;
    }
  };
  const text = 'SELECT * FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2';
  const bareSelect = async (): Promise<number> => {
    let after = '0';
    for (let read = 0; ; ) {
      const { rows } = await pool.query<{ global_position: string }>({ name: 'bare_page', text, values: [after, args.page] });
      if (rows.length === 0) return read;
      read += rows.length;
      after = rows[rows.length - 1].global_position;
    }
  };

  const seconds = await interleave(args.rounds, async (side) => {
    const started = process.hrtime.bigint();
    const read = await (side === 'store' ? viaReadAll() : bareSelect());
    if (read !== args.events) throw new Error(`${side} read ${read} events, expected ${args.events}`);
    return Number(process.hrtime.bigint() - started) / 1e9;
  });
  reportRatio('readAll pages', 'bare SELECT', args.events * args.rounds, seconds);
});
