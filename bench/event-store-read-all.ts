// Reads every event through the Postgres event store's readAll, in pages, vs a bare keyset-paged
// SELECT of the same table ordered by global_position.
// Run: node -r ./bench/support/register.js bench/event-store-read-all.ts [--events 200000]
//      [--page 1000] [--rounds 3]
import type { GlobalPosition } from '@outflow/event-store';
import { intArgs } from './support/bench-args';
import { sampleEvent } from './support/sample-events';
import { runStoreBench } from './support/store-bench';
import { reportRatio, timeConcurrently, type Side } from './support/throughput';

const args = intArgs({ events: 200_000, page: 1000, rounds: 3 });
const BATCH = 500;

runStoreBench('outflow_bench_read_all', 4, async ({ store, pool }) => {
  await timeConcurrently(Math.ceil(args.events / BATCH), 4, (a) =>
    store.appendToStream(
      `target-${a}`,
      Array.from({ length: Math.min(BATCH, args.events - a * BATCH) }, (_, i) => sampleEvent(a * BATCH + i)),
      {
        expectedVersion: 'no_stream',
      },
    ),
  );
  await pool.query('VACUUM ANALYZE events');
  console.log(
    `Postgres event store read-all: ${args.events} events in pages of ${args.page}, ${args.rounds} passes, pages interleaved`,
  );

  // Each side reads the whole table page by page; their pages alternate (who goes first too), so
  // both meet the same load on this shared machine. Only the page reads are timed.
  const text = 'SELECT * FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2';
  const pagers: Record<Side, () => () => Promise<number>> = {
    store: () => {
      let after: GlobalPosition | undefined;
      return async () => {
        const page = await store.readAll({ after, maxCount: args.page });
        if (page.length > 0) after = page[page.length - 1].position;
        return page.length;
      };
    },
    bare: () => {
      let after = '0';
      return async () => {
        const { rows } = await pool.query<{ global_position: string }>({
          name: 'bare_page',
          text,
          values: [after, args.page],
        });
        if (rows.length > 0) after = rows[rows.length - 1].global_position;
        return rows.length;
      };
    },
  };
  const seconds = { store: 0, bare: 0 };
  for (let pass = 0; pass < args.rounds; pass++) {
    const read = { store: 0, bare: 0 };
    const readers = { store: pagers.store(), bare: pagers.bare() };
    for (let page = 0; ; page++) {
      const order: Side[] = page % 2 === 0 ? ['bare', 'store'] : ['store', 'bare'];
      let got = 0;
      for (const side of order) {
        const started = process.hrtime.bigint();
        const count = await readers[side]();
        seconds[side] += Number(process.hrtime.bigint() - started) / 1e9;
        read[side] += count;
        got += count;
      }
      if (got === 0) break;
    }
    if (read.store !== args.events || read.bare !== args.events)
      throw new Error(`read ${JSON.stringify(read)}, expected ${args.events} each`);
  }
  reportRatio('readAll pages', 'bare SELECT', args.events * args.rounds, seconds);
});
