/**
 * Outbound webhook delivery lag (issue 22): events appended at a steady rate (default 100 events/s
 * for 30 s), each an outcome a subscription takes (a campaign paused or resumed); a local receiver
 * notes when each arrives. Lag = arrival − the append's return, per event id: it spans the
 * projector (the dispatcher reads no further than the read models), the dispatcher's enqueue and
 * the signed POST.
 *
 *   node -r ./bench/support/register.js bench/webhook-delivery.ts [--rate 100] [--seconds 30]
 */
import { loadConfig } from '@outflow/config';
import {
  campaignStream,
  systemClock,
  webhookSubscriptionsStream,
  type CampaignStatusChanged,
  type EventMetadata,
} from '@outflow/domain';
import { comparePositions, type GlobalPosition } from '@outflow/event-store';
import { startWebhookDispatcher } from '@outflow/integrations';
import { loadCheckpoint, READ_MODELS_PROJECTOR } from '@outflow/read-models';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pausedCampaignCreated } from '../test/support/campaign-fixtures';
import { intArgs } from './support/bench-args';
import { createBenchDatabase } from './support/bench-database';
import { runBench } from './support/bench-run';
import { openEngineStores } from './support/engine-stores';

const { rate, seconds } = intArgs({ rate: 100, seconds: 30 });
const OWNER = 'bench-owner';
const metadata: EventMetadata = { userId: OWNER, actor: 'user', correlationId: 'webhook-bench' };
const CAMPAIGNS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

runBench(async () => {
  const database = await createBenchDatabase('webhook_bench');
  const closers: Array<() => Promise<unknown>> = [];
  const arrived = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const id = String(req.headers['outflow-event-id']);
    req.resume();
    req.on('end', () => {
      if (!arrived.has(id)) arrived.set(id, performance.now());
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const config = loadConfig({ DATABASE_URL: database.url });
    const { store, db, bus } = await openEngineStores(config, database.url, closers);
    const dispatcher = await startWebhookDispatcher({
      store,
      readDb: db,
      databaseUrl: database.url,
      clock: systemClock,
      bus,
      allowPrivate: true,
    });
    closers.push(() => dispatcher.stop());

    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await store.appendToStream(
      webhookSubscriptionsStream(OWNER),
      [
        {
          type: 'WebhookSubscriptionCreated',
          data: {
            subscriptionId: 'bench-sub',
            ownerId: OWNER,
            url,
            eventTypes: ['campaign.paused', 'campaign.started'],
            description: null,
            secret: 'whsec_bench',
            occurredAt: new Date().toISOString(),
          },
          metadata,
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    // Paused campaigns (their creation is no outcome): then paused ⇄ active, round robin.
    const versions: bigint[] = [];
    for (let c = 0; c < CAMPAIGNS; c++) {
      const created = pausedCampaignCreated({
        campaignId: `bench-${c}`,
        ownerId: OWNER,
        name: `Bench ${c}`,
        leads: [],
      });
      versions.push(
        (
          await store.appendToStream(campaignStream(`bench-${c}`), [{ ...created, metadata }], {
            expectedVersion: 'no_stream',
          })
        ).nextExpectedVersion,
      );
    }
    const status: Array<'paused' | 'active'> = Array(CAMPAIGNS).fill('paused');

    const appended = new Map<string, number>();
    // When the read models passed each event: the part of the lag that is the projector's.
    const positions = new Map<string, GlobalPosition>();
    const projected = new Map<string, number>();
    const watcher = setInterval(() => {
      void loadCheckpoint(db, READ_MODELS_PROJECTOR).then((applied) => {
        if (!applied) return;
        const at = performance.now();
        for (const [id, position] of positions)
          if (!projected.has(id) && comparePositions(position, applied) <= 0) projected.set(id, at);
      });
    }, 10);
    const total = rate * seconds;
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const c = i % CAMPAIGNS;
      const next = status[c] === 'paused' ? 'active' : 'paused';
      const event: CampaignStatusChanged = {
        type: 'CampaignStatusChanged',
        data: {
          campaignId: `bench-${c}`,
          status: next,
          previousStatus: status[c],
          occurredAt: new Date().toISOString(),
        },
      };
      const eventId = randomUUID();
      const result = await store.appendToStream(campaignStream(`bench-${c}`), [{ ...event, metadata, eventId }], {
        expectedVersion: versions[c],
      });
      appended.set(eventId, performance.now());
      positions.set(eventId, result.position);
      versions[c] = result.nextExpectedVersion;
      status[c] = next;
    }
    const sendSeconds = (performance.now() - started) / 1000;
    const deadline = performance.now() + 60_000;
    while (arrived.size < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));

    clearInterval(watcher);
    const projectorLags = [...appended]
      .filter(([id]) => projected.has(id))
      .map(([id, at]) => projected.get(id)! - at)
      .sort((a, b) => a - b);
    const lags = [...appended]
      .filter(([id]) => arrived.has(id))
      .map(([id, at]) => arrived.get(id)! - at)
      .sort((a, b) => a - b);
    console.log(
      `appended ${total} outcome events in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)} events/s); delivered ${lags.length}`,
    );
    console.log(
      `read models caught up after: p50 ${percentile(projectorLags, 50).toFixed(0)} ms, p99 ${percentile(projectorLags, 99).toFixed(0)} ms`,
    );
    console.log(
      `delivery lag from the append: p50 ${percentile(lags, 50).toFixed(0)} ms, p90 ${percentile(lags, 90).toFixed(0)} ms, p99 ${percentile(lags, 99).toFixed(0)} ms, max ${lags[lags.length - 1].toFixed(0)} ms`,
    );
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    receiver.close();
    await database.drop();
  }
});
