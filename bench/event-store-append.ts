// Appends through the Postgres event store vs bare INSERTs of the same rows into a plain table
// with the same columns, at the same concurrency. Targets: singles >= 0.8, batches >= 0.6.
// Run: node -r ./bench/support/register.js bench/event-store-append.ts [--events 20000]
//      [--batch-events 100000] [--batch-size 100] [--concurrency 8] [--rounds 3]
import { Pool } from 'pg';
import { createPostgresEventStore, type NewEvent } from '@outflow/event-store';
import { intArgs } from './support/bench-args';
import { createBenchDatabase } from './support/bench-database';
import { BARE_COLUMNS, BARE_TABLE_SQL, bareRow, bareValuesList, sampleEvent } from './support/sample-events';
import { median, perSecond, timeConcurrently } from './support/throughput';

const args = intArgs({ events: 20_000, 'batch-events': 100_000, 'batch-size': 100, concurrency: 8, rounds: 3 });

type Contender = (round: number) => Promise<number>;

/** Runs both contenders `rounds` times, alternating who goes first; prints medians and the ratio. */
async function compare(label: string, events: number, target: number, store: Contender, bare: Contender): Promise<void> {
  const times = { store: [] as number[], bare: [] as number[] };
  for (let round = 0; round < args.rounds; round++) {
    const order = round % 2 === 0 ? (['bare', 'store'] as const) : (['store', 'bare'] as const);
    for (const who of order) times[who].push(await (who === 'store' ? store : bare)(round));
  }
  const [storeSeconds, bareSeconds] = [median(times.store), median(times.bare)];
  const ratio = bareSeconds / storeSeconds;
  console.log(`${label}: event store ${perSecond(events, storeSeconds)}, bare INSERT ${perSecond(events, bareSeconds)}, ` +
    `ratio ${ratio.toFixed(2)} (target >= ${target}) ${ratio >= target ? 'OK' : 'BELOW TARGET'}`);
}

async function main(): Promise<void> {
  const database = await createBenchDatabase('outflow_bench_append');
  const { concurrency } = args;
  const store = createPostgresEventStore({ connectionString: database.url, poolSize: concurrency });
  const pool = new Pool({ connectionString: database.url, max: concurrency });
  try {
    await store.ensureSchema();
    await pool.query(BARE_TABLE_SQL);
    const bareSingle = `INSERT INTO bare_events ${BARE_COLUMNS} VALUES ${bareValuesList(1)}`;
    const bareBatch = `INSERT INTO bare_events ${BARE_COLUMNS} VALUES ${bareValuesList(args['batch-size'])}`;
    console.log(`Postgres event store appends: ${args.events} singles, ${args['batch-events']} events in batches of ${args['batch-size']}, ` +
      `concurrency ${concurrency}, median of ${args.rounds} rounds`);

    // Warm-up: every pooled connection prepares its statements; both tables get their first pages.
    const warm = Array.from({ length: 1000 }, (_, i) => sampleEvent(i));
    await timeConcurrently(warm.length, concurrency, (i) => store.appendToStream(`warm-${i}`, [warm[i]], { expectedVersion: 'no_stream' }));
    await timeConcurrently(warm.length, concurrency, (i) => pool.query({ name: 'bare_single', text: bareSingle, values: bareRow(`warm-${i}`, 0, warm[i]) }));

    const singles = (prefix: string) => Array.from({ length: args.events }, (_, i) => ({ streamId: `${prefix}-${i}`, event: sampleEvent(i) }));
    await compare(
      'single-event appends (own stream, expected no_stream)',
      args.events,
      0.8,
      async (round) => {
        const rows = singles(`store-${round}`);
        return timeConcurrently(rows.length, concurrency, (i) => store.appendToStream(rows[i].streamId, [rows[i].event], { expectedVersion: 'no_stream' }));
      },
      async (round) => {
        const rows = singles(`bare-${round}`);
        return timeConcurrently(rows.length, concurrency, (i) =>
          pool.query({ name: 'bare_single', text: bareSingle, values: bareRow(rows[i].streamId, 0, rows[i].event) }),
        );
      },
    );

    const size = args['batch-size'];
    const appends = Math.floor(args['batch-events'] / size);
    const batches = (prefix: string) =>
      Array.from({ length: appends }, (_, b) => ({ streamId: `${prefix}-${b}`, events: Array.from({ length: size }, (_, i): NewEvent => sampleEvent(b * size + i)) }));
    await compare(
      `${size}-event appends (own stream, expected no_stream)`,
      appends * size,
      0.6,
      async (round) => {
        const rows = batches(`store-batch-${round}`);
        return timeConcurrently(appends, concurrency, (b) => store.appendToStream(rows[b].streamId, rows[b].events, { expectedVersion: 'no_stream' }));
      },
      async (round) => {
        const rows = batches(`bare-batch-${round}`);
        return timeConcurrently(appends, concurrency, (b) =>
          pool.query({ name: 'bare_batch', text: bareBatch, values: rows[b].events.flatMap((e, i) => bareRow(rows[b].streamId, i, e)) }),
        );
      },
    );
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
