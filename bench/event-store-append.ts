// Appends through the Postgres event store vs bare INSERTs of the same rows into a plain table
// with the same columns, at the same concurrency. Targets: singles >= 0.8, batches >= 0.6.
// Run: node -r ./bench/support/register.js bench/event-store-append.ts [--events 20000]
//      [--batch-events 100000] [--batch-size 100] [--concurrency 8] [--rounds 10]
import { Pool } from 'pg';
import { createPostgresEventStore, type NewEvent } from '@outflow/event-store';
import { intArgs } from './support/bench-args';
import { createBenchDatabase } from './support/bench-database';
import { BARE_COLUMNS, BARE_TABLE_SQL, bareRow, bareValuesList, sampleEvent } from './support/sample-events';
import { perSecond, timeConcurrently } from './support/throughput';

const args = intArgs({ events: 20_000, 'batch-events': 100_000, 'batch-size': 100, concurrency: 8, rounds: 10 });
const { concurrency } = args;

interface Append {
  readonly streamId: string;
  readonly events: NewEvent[];
}

/** Appends of `size` events each, every one to its own new stream. */
const appends = (prefix: string, count: number, size: number): Append[] =>
  Array.from({ length: count }, (_, a) => ({ streamId: `${prefix}-${a}`, events: Array.from({ length: size }, (_, i) => sampleEvent(a * size + i)) }));

/** Runs one chunk of appends and returns the seconds it took. */
type Contender = (chunk: Append[]) => Promise<number>;

/**
 * The machine is shared and its load comes and goes, so the two contenders run in small
 * interleaved chunks (alternating who goes first) and each one's rate is over its summed time.
 */
async function compare(label: string, size: number, totalEvents: number, target: number, store: Contender, bare: Contender): Promise<void> {
  const perChunk = Math.max(1, Math.round(totalEvents / size / args.rounds));
  const seconds = { store: 0, bare: 0 };
  for (let round = 0; round < args.rounds; round++) {
    const order = round % 2 === 0 ? (['bare', 'store'] as const) : (['store', 'bare'] as const);
    for (const who of order) seconds[who] += await (who === 'store' ? store : bare)(appends(`${who}-${size}-${round}`, perChunk, size));
  }
  const events = perChunk * size * args.rounds;
  const ratio = seconds.bare / seconds.store;
  console.log(`${label}: event store ${perSecond(events, seconds.store)}, bare INSERT ${perSecond(events, seconds.bare)}, ` +
    `ratio ${ratio.toFixed(2)} (target >= ${target}) ${ratio >= target ? 'OK' : 'BELOW TARGET'}`);
}

async function main(): Promise<void> {
  const database = await createBenchDatabase('outflow_bench_append');
  const store = createPostgresEventStore({ connectionString: database.url, poolSize: concurrency });
  const pool = new Pool({ connectionString: database.url, max: concurrency });
  try {
    await store.ensureSchema();
    await pool.query(BARE_TABLE_SQL);
    console.log(`Postgres event store appends: ${args.events} singles, ${args['batch-events']} events in batches of ${args['batch-size']}, ` +
      `concurrency ${concurrency}, ${args.rounds} interleaved chunks`);

    const viaStore: Contender = (chunk) =>
      timeConcurrently(chunk.length, concurrency, (a) => store.appendToStream(chunk[a].streamId, chunk[a].events, { expectedVersion: 'no_stream' }));
    // Prepared like the store's statements, so both sides parse and plan once per connection.
    const bareInsert: Contender = (chunk) => {
      const size = chunk[0].events.length;
      const text = `INSERT INTO bare_events ${BARE_COLUMNS} VALUES ${bareValuesList(size)}`;
      return timeConcurrently(chunk.length, concurrency, (a) =>
        pool.query({ name: `bare_${size}`, text, values: chunk[a].events.flatMap((e, i) => bareRow(chunk[a].streamId, i, e)) }),
      );
    };

    // Warm-up: every pooled connection prepares its statements; both tables get their first pages.
    for (const size of [1, args['batch-size']]) {
      await viaStore(appends(`warm-store-${size}`, 500, size));
      await bareInsert(appends(`warm-bare-${size}`, 500, size));
    }
    await compare('single-event appends (own stream, expected no_stream)', 1, args.events, 0.8, viaStore, bareInsert);
    await compare(`${args['batch-size']}-event appends (own stream, expected no_stream)`, args['batch-size'], args['batch-events'], 0.6, viaStore, bareInsert);
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
