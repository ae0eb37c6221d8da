/**
 * The API's reads for a big workspace (issue 20, "Scale and speed"): one workspace with N senders
 * (connected on the LinkedIn sandbox through the API's hosted sign-in), a campaign per sender
 * holding L leads in all (50 × 1,000 = 50,000 by default, projected into the read models from
 * CampaignCreated events as bench/lead-export.ts seeds them) and C chats per sender of 3 messages
 * each (ChatMessageRecorded, as the messaging webhook records them). Then it times, one request
 * at a time over HTTP with the owner's token: the campaign list, the lead table (`/api/leads` paged:
 * first and last page, a search; its summary; and `/api/leads/campaign/{id}`) and the inbox
 * (`/api/messages/chats`) — p50/p95 over `--requests`
 * requests each (a route stops early after `--budget` seconds and says how many it did). Target
 * p95 < 100 ms.
 *
 * Run: node -r ./bench/support/register.js bench/workspace-api.ts [--senders 50] [--leads 50000]
 *        [--chats 40] [--requests 200] [--budget 60]
 */
import { campaignStream, chatStream, type EventMetadata } from '@outflow/domain';
import { comparePositions, type GlobalPosition } from '@outflow/event-store';
import { loadCheckpoint, READ_MODELS_PROJECTOR } from '@outflow/read-models';
import { sql } from 'kysely';
import { benchRequests, connectSandboxSender, paidBenchUser } from './support/bench-client';
import { performance } from 'node:perf_hooks';
import { pausedCampaignCreated, profileUrlOf } from '../test/support/campaign-fixtures';
import { intArgs } from './support/bench-args';
import { startBenchApi } from './support/bench-api';
import { createBenchDatabase } from './support/bench-database';
import { startSandboxProcess, type SandboxProcess, BENCH_SANDBOX_KEY } from './support/sandbox-process';
import { percentile } from './support/engine-lag';
import { closeEngineBench, runBench } from './support/bench-run';

const {
  senders: SENDERS,
  leads: LEADS,
  chats: CHATS,
  requests: REQUESTS,
  budget: BUDGET_S,
} = intArgs({ senders: 50, leads: 50_000, chats: 40, requests: 200, budget: 60 });
const API_KEY = BENCH_SANDBOX_KEY;

async function main(): Promise<void> {
  const database = await createBenchDatabase('outflow_bench_workspace_api');
  const closers: Array<() => Promise<unknown>> = [];
  let sandbox: SandboxProcess | undefined;
  try {
    sandbox = await startSandboxProcess(database.url, API_KEY, {});
    const sandboxUrl = sandbox.url;
    // One user asks for more than the per-user limit (600 a minute) allows: the bench times reads, not it.
    const { store, db, clock, apiUrl } = await startBenchApi(database.url, sandboxUrl, API_KEY, closers, {
      API_RATE_LIMIT_PER_USER: '100000',
    });
    const request = benchRequests(apiUrl, { strict: true });

    const { token, user } = await paidBenchUser(
      request,
      { store, clock },
      {
        email: 'bench-owner@example.com',
        name: 'Bench Owner',
      },
    );
    const owner = user.id;
    const senders: string[] = [];
    for (let i = 0; i < SENDERS; i++) senders.push(await connectSandboxSender(request, sandboxUrl, token));

    const metadata: EventMetadata = { userId: owner, actor: 'user', correlationId: 'workspace-api-bench' };
    const seeding = performance.now();
    let last: GlobalPosition | undefined;
    const perCampaign = Math.ceil(LEADS / SENDERS);
    for (let c = 0; c < SENDERS; c++) {
      const count = Math.min(perCampaign, LEADS - c * perCampaign);
      if (count <= 0) break;
      const created = pausedCampaignCreated({
        campaignId: `bench-${c}`,
        ownerId: owner,
        accountId: senders[c],
        name: `Sender ${c} outreach`,
        occurredAt: clock.now().toISOString(),
        leads: Array.from({ length: count }, (_, i) => ({
          targetId: `bench-${c}_${i}`,
          profileUrl: profileUrlOf(`member-${c}-${i}`),
        })),
      });
      last = (
        await store.appendToStream(campaignStream(`bench-${c}`), [{ ...created, metadata }], {
          expectedVersion: 'no_stream',
        })
      ).position;
    }
    const base = clock.now().getTime();
    for (const [s, accountId] of senders.entries())
      for (let c = 0; c < CHATS; c++) {
        const chatId = `chat-${s}-${c}`;
        const handle = `member-${s}-${c}`;
        const them = {
          providerId: `prov-${handle}`,
          isSelf: false,
          firstName: 'Member',
          lastName: `${s}-${c}`,
          pictureUrl: null,
          profileUrl: profileUrlOf(handle),
        };
        const me = { ...them, providerId: `prov-self-${s}`, isSelf: true, lastName: 'Self', profileUrl: null };
        const events = [0, 1, 2].map((m) => ({
          type: 'ChatMessageRecorded' as const,
          data: {
            chatId,
            accountId,
            messageId: `${chatId}-m${m}`,
            text: m === 1 ? 'Thanks, happy to talk next week' : `Hi Member, message ${m}`,
            timestamp: new Date(base - (CHATS - c) * 60_000 + m * 1000).toISOString(),
            isSender: m !== 1,
            sender:
              m === 1
                ? { providerId: them.providerId, name: `Member ${s}-${c}`, profileUrl: them.profileUrl }
                : { providerId: me.providerId, name: 'Bench Owner', profileUrl: null },
            attendees: [me, them],
            source: 'webhook' as const,
          },
          metadata,
        }));
        last = (await store.appendToStream(chatStream(accountId, chatId), events, { expectedVersion: 'no_stream' }))
          .position;
      }
    for (;;) {
      const applied = await loadCheckpoint(db, READ_MODELS_PROJECTOR);
      if (applied && last && comparePositions(applied, last) >= 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // What autovacuum does within a minute or two of a bulk load like this one: the planner's
    // statistics (without them Postgres takes 50,000 leads for a few dozen and sorts them all for a
    // page) and the visibility map (a far page is then read from the leads' order index alone).
    await sql`VACUUM ANALYZE`.execute(db);
    console.log(
      `${SENDERS} senders, ${LEADS} leads in ${SENDERS} campaigns, ${SENDERS * CHATS} chats of 3 messages: ` +
        `appended and projected in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    // The leads page asks for a page of 50 with the summary beside it; its last page and a search
    // that matches one lead in 50,000 are the slowest pages it can ask for.
    const lastPage = Math.max(1, Math.ceil(LEADS / 50));
    const routes = [
      ['campaign list', '/api/campaigns'],
      ['lead table, all, first page', '/api/leads?page=1&perPage=50'],
      ['lead table, all, last page', `/api/leads?page=${lastPage}&perPage=50`],
      ['lead table, search', '/api/leads?search=member-7-42%2F&page=1&perPage=50'],
      ['lead summary', '/api/leads/summary'],
      ['lead table, one campaign', '/api/leads/campaign/bench-0'],
      ['inbox', '/api/messages/chats'],
    ] as const;
    for (const [label, route] of routes) {
      const first = await request('GET', route, token); // warm-up, and the answer's size
      const times: number[] = [];
      const started = performance.now();
      while (times.length < REQUESTS && performance.now() - started < BUDGET_S * 1000) {
        const t = performance.now();
        await request('GET', route, token);
        times.push(performance.now() - t);
      }
      const p95 = percentile(times, 95);
      console.log(
        `${label} (GET ${route}, ${(first.bytes / 1024).toFixed(0)} KB): p50 ${percentile(times, 50).toFixed(1)} ms / ` +
          `p95 ${p95.toFixed(1)} ms over ${times.length} requests (target p95 < 100 ms: ${p95 < 100 ? 'met' : 'NOT met'})`,
      );
    }
  } finally {
    await closeEngineBench(closers, sandbox, database);
  }
}

runBench(main);
