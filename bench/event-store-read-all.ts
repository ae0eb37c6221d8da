// Reads every event through the Postgres event store's readAll, in pages, vs a bare keyset-paged
// SELECT of the same table ordered by global_position.
// Run: node -r ./bench/support/register.js bench/event-store-read-all.ts [--events 200000]
//      [--page 1000] [--rounds 3]
import { Pool } from 'pg';
import { createPostgresEventStore, type GlobalPosition } from '@outflow/event-store';
import { intArgs } from './support/bench-args';
import { createBenchDatabase } from './support/bench-database';
import { sampleEvent } from './support/sample-events';
import { perSecond, timeConcurrently } from './support/throughput';

const args = intArgs({ events: 200_000, page: 1000, rounds: 3 });

async function main(): Promise<void> {
  const database = await createBenchDatabase('outflow_bench_read_all');
  const store = createPostgresEventStore({ connectionString: database.url, poolSize: 4 });
  const pool = new Pool({ connectionString: database.url, max: 1 });
  try {
    await store.ensureSchema();
    const batch = 500;
    const appends = Math.ceil(args.events / batch);
    await timeConcurrently(appends, 4, (a) =>
      store.appendToStream(`target-${a}`, Array.from({ length: Math.min(batch, args.events - a * batch) }, (_, i) => sampleEvent(a * batch + i)), { expectedVersion: 'no_stream' }),
    );
    await pool.query('VACUUM ANALYZE events');
    console.log(`Postgres event store read-all: ${args.events} events in pages of ${args.page}, ${args.rounds} interleaved passes`);

    const viaReadAll = async (): Promise<number> => {
      let after: GlobalPosition | undefined;
      let read = 0;
      for (;;) {
        const page = await store.readAll({ after, maxCount: args.page });
        if (page.length === 0) return read;
        read += page.length;
        after = page[page.length - 1].position;
      }
    };
    const text = 'SELECT * FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2';
    const bareSelect = async (): Promise<number> => {
      let after = '0';
      let read = 0;
      for (;;) {
        const { rows } = await pool.query<{ global_position: string }>({ name: 'bare_page', text, values: [after, args.page] });
        if (rows.length === 0) return read;
        read += rows.length;
        after = rows[rows.length - 1].global_position;
      }
    };

    const seconds = { store: 0, bare: 0 };
    for (let round = 0; round < args.rounds; round++) {
      const order = round % 2 === 0 ? (['bare', 'store'] as const) : (['store', 'bare'] as const);
      for (const who of order) {
        const started = process.hrtime.bigint();
        const read = await (who === 'store' ? viaReadAll() : bareSelect());
        seconds[who] += Number(process.hrtime.bigint() - started) / 1e9;
        if (read !== args.events) throw new Error(`${who} read ${read} events, expected ${args.events}`);
      }
    }
    const events = args.events * args.rounds;
    const ratio = seconds.bare / seconds.store;
    console.log(`readAll pages: event store ${perSecond(events, seconds.store)}, bare SELECT ${perSecond(events, seconds.bare)}, ratio ${ratio.toFixed(2)}`);
  } finally {
    await store.close();
    await pool.end();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
