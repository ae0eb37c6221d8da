/**
 * CSV export of leads (issue 22): 50,000 leads (five campaigns of 10,000) projected into the read
 * models, then exported through the route's own path (leadExportLines piped to a sink as sendCsv
 * pipes it to the response) — rows/s, bytes, and the process's memory over the export, sampled
 * every 20 ms. A smaller export runs first: memory that stays the same at 5× the rows is constant.
 *
 *   node -r ./bench/support/register.js bench/lead-export.ts [--leads 50000]
 */
import { loadConfig } from '@outflow/config';
import { campaignStream, type EventMetadata } from '@outflow/domain';
import { leadExportLines, loadCheckpoint, READ_MODELS_PROJECTOR, type ReadModelDb } from '@outflow/read-models';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { comparePositions, type GlobalPosition } from '@outflow/event-store';
import { pausedCampaignCreated, profileUrlOf } from '../test/support/campaign-fixtures';
import { intArgs } from './support/bench-args';
import { createBenchDatabase } from './support/bench-database';
import { runBench } from './support/bench-run';
import { openEngineStores } from './support/engine-stores';

const { leads } = intArgs({ leads: 50_000 });
const OWNER = 'export-owner';
const PER_CAMPAIGN = 10_000;
const metadata: EventMetadata = { userId: OWNER, actor: 'user', correlationId: 'export-bench' };
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function exportOnce(db: ReadModelDb, filter: { campaignId?: string }) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  let bytes = 0;
  let lines = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      lines += 1;
      done();
    },
  });
  const started = performance.now();
  await pipeline(Readable.from(leadExportLines(db, OWNER, filter)), sink);
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { rows: lines - 1, ms, bytes, rssGrowth: peakRss - before.rss, heapGrowth: peakHeap - before.heapUsed };
}

runBench(async () => {
  const database = await createBenchDatabase('export_bench');
  const closers: Array<() => Promise<unknown>> = [];
  try {
    const config = loadConfig({ DATABASE_URL: database.url });
    const { store, db } = await openEngineStores(config, database.url, closers);
    let last: GlobalPosition | undefined;
    for (let c = 0; c * PER_CAMPAIGN < leads; c++) {
      const count = Math.min(PER_CAMPAIGN, leads - c * PER_CAMPAIGN);
      const created = pausedCampaignCreated({
        campaignId: `export-${c}`,
        ownerId: OWNER,
        name: `Export ${c}`,
        leads: Array.from({ length: count }, (_, i) => ({
          targetId: `export-${c}_${i}`,
          profileUrl: profileUrlOf(`member-${c}-${i}`),
        })),
      });
      last = (
        await store.appendToStream(campaignStream(`export-${c}`), [{ ...created, metadata }], {
          expectedVersion: 'no_stream',
        })
      ).position;
    }
    const seeding = performance.now();
    for (;;) {
      const applied = await loadCheckpoint(db, READ_MODELS_PROJECTOR);
      if (applied && last && comparePositions(applied, last) >= 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`projected ${leads} leads in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const small = await exportOnce(db, { campaignId: 'export-0' });
    const all = await exportOnce(db, {});
    for (const [label, r] of [
      ['one campaign', small],
      ['all', all],
    ] as const)
      console.log(
        `${label}: ${r.rows} rows in ${(r.ms / 1000).toFixed(2)} s (${Math.round(r.rows / (r.ms / 1000))} rows/s, ${mb(r.bytes)} MB of CSV); memory over the export: RSS +${mb(r.rssGrowth)} MB, heap +${mb(r.heapGrowth)} MB`,
      );
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await database.drop();
  }
});
