/**
 * Campaign replay and the campaign page at scale: one campaign of 5,000 leads with about 50,000
 * events (made by the domain's deciders, appended as the runner would), in the whole product as
 * `npm start` runs it (the built web app included). Prints:
 * - the replay time of `GET /api/campaigns/{id}/state` at points through the history (the slider's
 *   `event=` and a global position), over HTTP, with its parts measured in-process (the multi-stream
 *   read, the fold); target: under 1 s to any point;
 * - the live page's answer time (read models);
 * - the page's first paint with 5,000 leads in Chromium: first contentful paint, and the page drawn
 *   with its data (figures, sequence counts, the lead table's first page).
 *
 * Run: npm run build:web && node -r ./bench/support/register.js bench/campaign-replay.ts [--leads 5000] [--deferrals 3] [--rounds 3]
 */
process.env.OUTFLOW_TEST_POSTGRES_URL ??= process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

import { subscriptionDecider, systemClock, userStream } from '@outflow/domain';
import { handleCommand } from '@outflow/event-store';
import { loadConfig } from '@outflow/config';
import { openEventStore } from '@outflow/wiring';
import { createReadModelDb } from '@outflow/read-models';
import { randomUUID } from 'node:crypto';
import { CampaignEventLog } from '../apps/api/src/campaigns/history/campaign-event-log';
import { replaySnapshot } from '../apps/api/src/campaigns/history/replay-snapshot';
import { ProjectionWaiter } from '../apps/api/src/infrastructure/projection-waiter';
import { launchBrowser } from '../test/support/browser';
import { startOutflowHarness } from '../test/support/outflow-harness';
import { intArgs } from './support/bench-args';
import { appendLeadHistories, campaignHistory } from '../test/support/campaign-history';
import { runBench } from './support/bench-run';

const { leads: LEADS, deferrals: DEFERRALS, rounds: ROUNDS } = intArgs({ leads: 5000, deferrals: 3, rounds: 3 });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${Math.round(x)} ms`;

async function main(): Promise<void> {
  const outflow = await startOutflowHarness({ RUNNER_MIN_ACTION_GAP_MS: '0', LOG_LEVEL: 'silent' });
  const store = await openEventStore(
    loadConfig({ DATABASE_URL: outflow.databaseUrl, DATA_DIR: outflow.dataDir }),
    outflow.databaseUrl,
  );
  const db = createReadModelDb(outflow.databaseUrl, { poolSize: 2 });
  try {
    // A user on a trial with a connected account (the page needs both), signed up as anyone would.
    const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await fetch(`${outflow.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench password 1', name: 'Bench Owner' }),
    });
    const session = (await signUp.json()) as { accessToken: string; user: { id: string; email: string; name: string } };
    const ownerId = session.user.id;
    const metadata = { userId: ownerId, actor: 'system' as const, correlationId: 'bench' };
    const start = new Date(Date.now() - 10 * 24 * 3_600_000);
    await handleCommand(
      store,
      userStream(ownerId),
      subscriptionDecider,
      { type: 'StartTrial', data: { now: new Date() } },
      metadata,
    );
    await store.appendToStream(
      userStream(ownerId),
      [
        {
          type: 'LinkedInAccountConnected',
          data: { accountId: 'bench-account', occurredAt: start.toISOString(), reconnect: false },
          metadata,
        },
      ],
      { expectedVersion: 'any' },
    );

    const history = campaignHistory({
      campaignId: randomUUID(),
      ownerId,
      accountId: 'bench-account',
      leads: LEADS,
      deferrals: DEFERRALS,
      start,
    });
    // Paused with its creation: the product's runner leaves it alone while the history is written.
    const created = history.created.events[0];
    const paused = {
      type: 'CampaignStatusChanged',
      data: {
        campaignId: history.campaignId,
        status: 'paused',
        previousStatus: 'active',
        occurredAt: start.toISOString(),
      },
    };
    let t = performance.now();
    await store.appendToStream(
      history.created.streamId,
      [created, paused].map((e) => ({ type: e.type, data: e.data, metadata: { ...metadata, actor: 'user' as const } })),
      { expectedVersion: 'no_stream' },
    );
    await appendLeadHistories(store, history.perLead, ownerId);
    const appendedIn = performance.now() - t;
    const last = (await store.readAll({ eventTypes: ['TargetCompleted'] })).at(-1)!;
    t = performance.now();
    await new ProjectionWaiter(db).waitFor(last.position, 600_000);
    const projectedIn = performance.now() - t;
    console.log(
      `Campaign of ${LEADS} leads, ${history.eventCount + 1} events (appended in ${ms(appendedIn)}, projected in ${ms(projectedIn)})`,
    );

    // Replay over HTTP, at points through the timeline, and live.
    const api = async (path: string) => {
      const begin = performance.now();
      const res = await fetch(`${outflow.url}/api/campaigns/${history.campaignId}${path}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      const body = (await res.json()) as {
        timeline: { total: number };
        at: { position: string };
        leads: { total: number };
      };
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return { time: performance.now() - begin, body };
    };
    // Cold: the first replay after a while reads the campaign's events from the store (recent reads serve 15 s).
    const cold: number[] = [];
    let total = 0;
    let lastPosition = '';
    for (const share of [0, 0.5, 1]) {
      if (cold.length > 0) await new Promise((resolve) => setTimeout(resolve, 16_000));
      const { time, body } = await api(`/state?event=${share === 0 ? 1 : Math.max(1, Math.round(total * share))}`);
      total = body.timeline.total;
      lastPosition = body.at.position;
      cold.push(time);
      console.log(`  cold replay to ${Math.round(share * 100)}% of the timeline: ${ms(time)}`);
    }
    console.log(`Timeline: ${total} events of the campaign (plus the owner's account events the replay folds)`);
    // Warm: the slider moving through the timeline.
    const warm: number[] = [];
    for (const share of [0, 0.25, 0.5, 0.75, 1]) {
      const n = Math.max(1, Math.round(total * share));
      const runs: number[] = [];
      for (let r = 0; r < ROUNDS; r++) runs.push((await api(`/state?event=${n}`)).time);
      warm.push(...runs);
      console.log(
        `  slider to event ${String(n).padStart(6)} (${Math.round(share * 100)}%): median ${ms(median(runs))}, max ${ms(Math.max(...runs))}`,
      );
    }
    console.log(
      `  replay to a global position (${lastPosition}): ${ms((await api(`/state?at=${encodeURIComponent(lastPosition)}`)).time)}`,
    );
    console.log(
      `Replay to any point over HTTP: cold worst ${ms(Math.max(...cold))}, slider worst ${ms(Math.max(...warm))} (target < 1000 ms)`,
    );
    const live: number[] = [];
    for (let r = 0; r < ROUNDS; r++) live.push((await api('/state')).time);
    console.log(`Live page from the read models: median ${ms(median(live))}`);

    // The parts, in-process: the one multi-stream read, and the fold with the page's snapshot.
    const log = new CampaignEventLog(store, systemClock);
    const reads: number[] = [];
    const folds: number[] = [];
    let events = 0;
    for (let r = 0; r < ROUNDS; r++) {
      t = performance.now();
      const read = await log.read(ownerId, history.campaignId);
      reads.push(performance.now() - t);
      events = read.events.length;
      t = performance.now();
      replaySnapshot(read.events, history.campaignId, { kind: 'event', n: total }, { page: 1, perPage: 25 });
      folds.push(performance.now() - t);
    }
    console.log(
      `  of which: reading ${events} events from ${LEADS + 2}+ streams ${ms(median(reads))}, folding them and building the page ${ms(median(folds))}`,
    );

    // The page's first paint with 5,000 leads, in Chromium.
    const browser = await launchBrowser();
    try {
      const paints: number[] = [];
      const drawn: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript(
          ([token, profile]) => {
            localStorage.setItem('authToken', token);
            localStorage.setItem('auth0UserProfile', profile);
          },
          [session.accessToken, JSON.stringify(session.user)],
        );
        const page = await context.newPage();
        const begin = Date.now();
        await page.goto(`${outflow.url}/campaigns/${history.campaignId}`);
        await page.getByTestId('lead-row').first().waitFor({ timeout: 60_000 });
        await page.getByTestId('step-node').first().waitFor({ timeout: 60_000 });
        drawn.push(Date.now() - begin);
        paints.push(
          await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
        );
        if (r === 0) await page.screenshot({ path: 'test-results/bench-campaign-page.png' });
        await context.close();
      }
      console.log(
        `Campaign page with ${LEADS} leads in Chromium: first contentful paint median ${ms(median(paints))}; drawn with its data (figures, sequence counts, first page of leads) median ${ms(median(drawn))}, max ${ms(Math.max(...drawn))}`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await db.destroy();
    await store.close();
    await outflow.stop();
  }
}

runBench(main);
