/**
 * A week of three accounts' campaigns, played on the LinkedIn sandbox's accelerated clock, with two
 * runner processes on Postgres and NATS that are killed at random, and transient LinkedIn faults
 * part of the time. What LinkedIn saw (the sandbox's action log) is then held against every rule
 * of the engine: nothing twice, daily limits by local day (warm-up included), the rolling weekly
 * invitation cap, working hours in each account's zone, replies ending sequences, usage equal to
 * the log, read models equal to a rebuild, and every step a killed runner held taken over within
 * a minute. Beside them, one workspace with three senders in three zones (issue 20): a campaign over
 * two of them and one on the third, a lead of the pair's campaign who writes to the third sender,
 * and a sender disconnected for a day: each sender within its own limits and hours, no member
 * contacted by two senders, nobody contacted after writing to any sender, and the lost sender
 * silent while lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiApp } from '@outflow/api';
import { loadConfig } from '@outflow/config';
import {
  campaignStream,
  campaignTargetStream,
  effectiveLimits,
  localDay,
  localDayWindow,
  localMoment,
  minutesOf,
  warmUpOn,
  TARGET_STOP_REASONS,
  WEEK_MS,
  type CampaignCreated,
  type RateLimitSettings,
  type ScheduleSettings,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import { RemoteSandboxClock } from '@outflow/linkedin';
import { startLinkedInSandboxServer, type LinkedInSandboxServer } from '@outflow/linkedin-sandbox';
import { Projector } from '@outflow/projector';
import { checkRebuild } from '../../apps/projector/src/check-rebuild';
import { grantPaidPeriod } from '../../apps/api/src/subscriptions/operator/grant-paid-period';
import { createReadModelDb, migrateReadModels } from '@outflow/read-models';
import {
  linkedInWebhookSecret,
  openAuth,
  openBilling,
  openEventStore,
  openLinkedIn,
  openMessageBus,
  registerLinkedInWebhooks,
} from '@outflow/wiring';
import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import {
  createTestDatabase,
  describeWithNats,
  describeWithPostgres,
  serviceUrl,
  type TestDatabase,
} from '@outflow/testing';
import { ENGINE_OUTREACH as SEQUENCE } from '../support/outreach-sequence';

const ROOT = path.resolve(__dirname, '../..');
const RUNNER_MAIN = 'apps/runner/dist/main.js';
const SANDBOX_KEY = 'week-sandbox-key';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Sandbox speed: a sandbox day every real minute. */
const SPEED = 1440;
const DAYS = 7;

interface AccountPlan {
  readonly label: string;
  readonly schedule: ScheduleSettings;
  readonly limits: RateLimitSettings;
  /** Where its leads come from (a LinkedIn search over the sandbox's members). */
  readonly search: string;
}

const LIMITS: RateLimitSettings = {
  connections: 15,
  messages: 25,
  profileViews: 30,
  inmails: 10,
  likes: 20,
  endorsements: 20,
  followings: 20,
  emails: 50,
  total: 70,
  weeklyConnections: 100,
};
const PLANS: AccountPlan[] = [
  // Freshly connected, warming up: 20% of its limits on day 1.
  {
    label: 'Los Angeles',
    search: 'https://www.linkedin.com/search/results/people/?keywords=engineer',
    limits: { ...LIMITS, profileViews: 40, connections: 20 },
    schedule: {
      timeZone: 'America/Los_Angeles',
      workingHours: { enabled: true, days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
      warmUp: { enabled: true },
    },
  },
  // A weekly cap that binds before the daily pace does.
  {
    label: 'Paris',
    search: 'https://www.linkedin.com/search/results/people/',
    limits: { ...LIMITS, weeklyConnections: 40 },
    schedule: {
      timeZone: 'Europe/Paris',
      workingHours: { enabled: true, days: [1, 2, 3, 4, 5, 6], start: '08:00', end: '18:00' },
      warmUp: { enabled: false },
    },
  },
  {
    label: 'Tokyo',
    search: 'https://www.linkedin.com/search/results/people/?keywords=a',
    limits: { ...LIMITS, connections: 12, profileViews: 25 },
    schedule: {
      timeZone: 'Asia/Tokyo',
      workingHours: { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], start: '10:00', end: '16:00' },
      warmUp: { enabled: false },
    },
  },
];
const LEADS_PER_ACCOUNT = 100;

/**
 * The workspace of three senders (issue 20): each its own zone, hours and limits, none the
 * workspace's (its defaults are wider, so a sender acting by them would break its own).
 */
interface SenderPlan {
  readonly label: string;
  readonly schedule: ScheduleSettings;
  readonly limits: RateLimitSettings;
}
const TEAM_DEFAULTS: { schedule: ScheduleSettings; limits: RateLimitSettings } = {
  limits: { ...LIMITS, connections: 30, profileViews: 60, messages: 50, total: 150, weeklyConnections: 200 },
  schedule: {
    timeZone: 'Europe/Berlin',
    workingHours: { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], start: '06:00', end: '22:00' },
    warmUp: { enabled: false },
  },
};
/** Connected in this order: Tokyo first, the workspace's first sender, which its one-sender campaign acts through. */
const TEAM: SenderPlan[] = [
  {
    label: 'Team Tokyo',
    limits: { ...LIMITS, connections: 8, profileViews: 14, messages: 12, total: 30 },
    schedule: {
      timeZone: 'Asia/Tokyo',
      workingHours: { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '15:00' },
      warmUp: { enabled: false },
    },
  },
  {
    label: 'Team Los Angeles',
    limits: { ...LIMITS, connections: 10, profileViews: 16, messages: 15, total: 35, weeklyConnections: 30 },
    schedule: {
      timeZone: 'America/Los_Angeles',
      workingHours: { enabled: true, days: [1, 2, 3, 4, 5, 6], start: '08:00', end: '16:00' },
      warmUp: { enabled: false },
    },
  },
  {
    label: 'Team Berlin',
    limits: { ...LIMITS, connections: 12, profileViews: 18, messages: 15, total: 40 },
    schedule: {
      timeZone: 'Europe/Berlin',
      workingHours: { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '17:00' },
      warmUp: { enabled: false },
    },
  },
];
const TEAM_PAIR_LEADS = 40;
const TEAM_SOLO_LEADS = 24;

/** What the sandbox logged (its own clock stamps `at`). */
interface LoggedAction {
  readonly accountId: string;
  readonly kind: string;
  readonly providerId: string;
  readonly profileUrl: string | null;
  readonly text: string | null;
  readonly at: string;
}
const COUNTED: Record<string, keyof RateLimitSettings> = {
  profile_view: 'profileViews',
  invite: 'connections',
  chat_start: 'messages',
  message: 'messages',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeWithPostgres('a week of campaigns on the sandbox clock, two runner processes killed at random', () => {
  describeWithNats('on Postgres and NATS', () => {
    let database: TestDatabase;
    let sandbox: LinkedInSandboxServer;
    let app: INestApplication;
    let projector: Projector;
    const stopAll: Array<() => Promise<unknown>> = [];
    const runners: Array<ChildProcess | undefined> = [undefined, undefined];
    const output: string[] = [];
    const kills: number[] = [];
    /** The clock time of each kill: a reply found after a killed leader waited for the takeover too. */
    const killedAtClock: number[] = [];
    let runnerEnv: NodeJS.ProcessEnv;

    const control = async <T = unknown>(method: string, p: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${sandbox.url}/control${p}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`sandbox control ${p}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const startRunner = (i: number) => {
      const child = spawn(process.execPath, [RUNNER_MAIN], {
        cwd: ROOT,
        env: runnerEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (d) => output.push(`runner ${i}: ${d}`));
      child.stderr.on('data', (d) => output.push(`runner ${i} (err): ${d}`));
      runners[i] = child;
    };

    afterAll(async () => {
      for (const child of runners) child?.kill('SIGKILL');
      for (const stop of stopAll.reverse()) await stop().catch(() => undefined);
      // WEEK_TEST_LOG=<file>: the runners' whole output (at info) goes there, to read a run afterwards.
      if (process.env.WEEK_TEST_LOG) fs.writeFileSync(process.env.WEEK_TEST_LOG, output.join(''));
    }, 60_000);

    it(
      'keeps every rule over seven sandbox days',
      async () => {
        if (!fs.existsSync(path.join(ROOT, RUNNER_MAIN)))
          throw new Error(`${RUNNER_MAIN} is missing: npm test builds the server first (npm run build:server)`);
        database = await createTestDatabase();
        stopAll.push(() => database.drop());
        sandbox = await startLinkedInSandboxServer({
          databaseUrl: database.url,
          apiKey: SANDBOX_KEY,
          port: 0,
          population: 2000,
        });
        stopAll.push(() => sandbox.close());
        await control('POST', '/behaviour', {
          acceptProbability: 0.5,
          acceptDelayHours: [1, 36],
          replyProbability: 0.35,
          replyDelayHours: [1, 20],
        });

        const namespace = `week${Date.now().toString(36)}`;
        const port = await freePort();
        const apiUrl = `http://127.0.0.1:${port}`;
        const dataDir = mkdtempSync(path.join(tmpdir(), 'outflow-week-'));
        stopAll.push(async () => rmSync(dataDir, { recursive: true, force: true }));
        const env = {
          DATABASE_URL: database.url,
          NATS_URL: serviceUrl('NATS')!,
          NATS_NAMESPACE: namespace,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: apiUrl,
          DATA_DIR: dataDir,
          AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
          LINKEDIN_PROVIDER: 'sandbox',
          LINKEDIN_SANDBOX_URL: sandbox.url,
          SANDBOX_API_KEY: SANDBOX_KEY,
          UNIPILE_WEBHOOK_SECRET: 'week-webhook-secret',
          LOG_LEVEL: 'warn',
        };
        // The API and the projector run here; the runners are processes of their own, killed at will.
        const config = loadConfig(env);
        const store = await openEventStore(config, database.url);
        stopAll.push(() => store.close());
        const readDb = createReadModelDb(database.url, { poolSize: 6 });
        stopAll.push(() => readDb.destroy());
        await migrateReadModels(readDb);
        const bus = await openMessageBus(config, { allowInProcess: false });
        stopAll.push(() => bus.close());
        projector = new Projector({ store, db: readDb, databaseUrl: database.url, bus });
        await projector.start();
        stopAll.push(() => projector.stop());
        const clock = new RemoteSandboxClock({ baseUrl: sandbox.url, syncIntervalMs: 250 });
        await clock.start();
        stopAll.push(async () => clock.stop());
        const provider = openLinkedIn(config);
        const secret = linkedInWebhookSecret(config);
        app = await createApiApp({
          config,
          eventStore: store,
          bus,
          readDb,
          clock,
          ...openAuth(config),
          billing: openBilling(config, clock),
          linkedin: provider,
          linkedinWebhooks: { secret },
        });
        await app.listen(port, '127.0.0.1');
        stopAll.push(() => app.close());
        await registerLinkedInWebhooks(provider, apiUrl, secret);
        const request = async (method: string, p: string, token?: string, body?: unknown) => {
          const res = await fetch(`${apiUrl}${p}`, {
            method,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await res.text();
          return { status: res.status, body: text ? JSON.parse(text) : undefined };
        };

        // Three accounts in three zones, 100 leads each, one sequence.
        const accounts: Array<
          AccountPlan & {
            userId: string;
            email: string;
            token: string;
            accountId: string;
            campaignId: string;
            connectedAt: string;
            leads: string[];
          }
        > = [];
        for (const plan of PLANS) {
          const email = `${plan.label.replace(/\s/g, '').toLowerCase()}-${namespace}@example.com`;
          const signUp = await request('POST', '/api/auth/signup', undefined, {
            email,
            password: 'correct horse battery',
            name: plan.label,
            timeZone: plan.schedule.timeZone,
          });
          expect(signUp.status).toBe(201);
          const { accessToken: token, user } = signUp.body;
          await grantPaidPeriod(store, clock, user.id, 60);
          const link = await request('POST', '/api/linkedin-accounts/hosted-auth', token, {});
          const done = await control<{ accountId: string; redirectUrl: string }>('POST', '/hosted-auth/complete', {
            url: link.body.authLink,
          });
          const accountId = new URL(done.redirectUrl).searchParams.get('account_id') ?? done.accountId;
          expect((await request('POST', '/api/linkedin-accounts/callback', token, { accountId })).status).toBeLessThan(
            300,
          );
          expect((await request('PUT', '/api/rate-limits/settings', token, plan.limits)).status).toBe(200);
          expect((await request('PUT', '/api/schedule/settings', token, plan.schedule)).status).toBe(200);
          const leads = await provider.searchProfiles(accountId, plan.search, { max: LEADS_PER_ACCOUNT });
          expect(leads).toHaveLength(LEADS_PER_ACCOUNT);
          const campaign = await request('POST', '/api/campaigns', token, {
            name: `${plan.label} outreach`,
            leads,
            sequence: SEQUENCE,
          });
          if (campaign.status !== 201)
            throw new Error(`campaign for ${plan.label}: ${campaign.status} ${JSON.stringify(campaign.body)}`);
          accounts.push({
            ...plan,
            userId: user.id,
            email,
            token,
            accountId,
            campaignId: campaign.body.campaign._id,
            connectedAt: clock.now().toISOString(),
            leads,
          });
        }

        // The person on the other end (issue 17). The server leaves out a member a running campaign
        // holds; a second Tokyo campaign holding ten of the first one's members (made around that
        // check, as an older client or a race would) gets none of them: the contact enrols one only.
        const [la, paris, tokyo] = accounts;
        const again = await request('POST', '/api/campaigns', la.token, {
          name: 'Again',
          leads: la.leads.slice(0, 5),
          sequence: SEQUENCE,
        });
        expect([again.status, again.body?.errorCode]).toEqual([400, 'NO_LEADS_LEFT']);
        const overlapId = `overlap-${namespace}`;
        const first = (await store.readStream(campaignStream(tokyo.campaignId)))[0] as RecordedEvent<CampaignCreated>;
        const overlap: CampaignCreated = {
          type: 'CampaignCreated',
          data: {
            ...first.data,
            campaignId: overlapId,
            name: 'Tokyo overlap',
            leads: tokyo.leads.slice(0, 10).map((profileUrl, i) => ({ targetId: `${overlapId}_${i}`, profileUrl })),
            occurredAt: clock.now().toISOString(),
          },
        };
        await store.appendToStream(
          campaignStream(overlapId),
          [{ ...overlap, metadata: { userId: tokyo.userId, actor: 'user', correlationId: 'overlap' } }],
          { expectedVersion: 'no_stream' },
        );

        // The workspace of three senders (issue 20): its defaults, then each sender's own limits and
        // hours; a campaign over Los Angeles and Berlin, another on Tokyo (its first sender).
        const teamEmail = `team-${namespace}@example.com`;
        const teamSignUp = await request('POST', '/api/auth/signup', undefined, {
          email: teamEmail,
          password: 'correct horse battery',
          name: 'Team',
          timeZone: TEAM_DEFAULTS.schedule.timeZone,
        });
        expect(teamSignUp.status).toBe(201);
        const team = { userId: teamSignUp.body.user.id as string, token: teamSignUp.body.accessToken as string };
        await grantPaidPeriod(store, clock, team.userId, 60);
        expect((await request('PUT', '/api/rate-limits/settings', team.token, TEAM_DEFAULTS.limits)).status).toBe(200);
        expect((await request('PUT', '/api/schedule/settings', team.token, TEAM_DEFAULTS.schedule)).status).toBe(200);
        for (let i = 0; i < TEAM.length; i++) {
          const link = await request('POST', '/api/linkedin-accounts/hosted-auth', team.token, {});
          const done = await control<{ accountId: string; redirectUrl: string }>('POST', '/hosted-auth/complete', {
            url: link.body.authLink,
          });
          const accountId = new URL(done.redirectUrl).searchParams.get('account_id') ?? done.accountId;
          expect(
            (await request('POST', '/api/linkedin-accounts/callback', team.token, { accountId })).status,
          ).toBeLessThan(300);
        }
        // In the workspace's order: its first sender gets Tokyo's plan (a one-sender campaign acts through it).
        const listed = (await request('GET', '/api/linkedin-accounts', team.token)).body.senders as Array<{
          accountId: string;
        }>;
        expect(listed).toHaveLength(TEAM.length);
        const teamSenders: Array<SenderPlan & { accountId: string; userId: string; connectedAt: string }> = [];
        for (const [i, plan] of TEAM.entries()) {
          const { accountId } = listed[i];
          const own = `?accountId=${accountId}`;
          expect((await request('PUT', `/api/rate-limits/settings${own}`, team.token, plan.limits)).status).toBe(200);
          expect((await request('PUT', `/api/schedule/settings${own}`, team.token, plan.schedule)).status).toBe(200);
          teamSenders.push({ ...plan, accountId, userId: team.userId, connectedAt: clock.now().toISOString() });
        }
        const [teamTokyo, teamLosAngeles, teamBerlin] = teamSenders;
        const pairLeads = await provider.searchProfiles(
          teamLosAngeles.accountId,
          'https://www.linkedin.com/search/results/people/?keywords=manager',
          { max: TEAM_PAIR_LEADS },
        );
        const soloLeads = await provider.searchProfiles(
          teamTokyo.accountId,
          'https://www.linkedin.com/search/results/people/?keywords=designer',
          { max: TEAM_SOLO_LEADS },
        );
        const pairCreated = await request('POST', '/api/campaigns', team.token, {
          name: 'Team pair outreach',
          leads: pairLeads,
          senders: [teamLosAngeles.accountId, teamBerlin.accountId],
          sequence: SEQUENCE,
        });
        if (pairCreated.status !== 201)
          throw new Error(`the pair's campaign: ${pairCreated.status} ${JSON.stringify(pairCreated.body)}`);
        // A member the pair's campaign holds is left out of the other: one sequence per member per workspace.
        const soloCreated = await request('POST', '/api/campaigns', team.token, {
          name: 'Team Tokyo outreach',
          leads: soloLeads,
          senders: [teamTokyo.accountId],
          sequence: SEQUENCE,
        });
        if (soloCreated.status !== 201)
          throw new Error(`Tokyo's campaign: ${soloCreated.status} ${JSON.stringify(soloCreated.body)}`);
        const pairCampaignId: string = pairCreated.body.campaign._id;
        const teamIds = new Set(teamSenders.map((t) => t.accountId));

        // Two runners on the sandbox's clock, taking over each other's steps within their ack wait.
        runnerEnv = {
          ...process.env,
          ...env,
          RUNNER_ACK_WAIT_MS: '10000',
          RUNNER_POLL_INTERVAL_MS: '200',
          RUNNER_MIN_ACTION_GAP_MS: '30000',
          RUNNER_MAX_JITTER_MS: '60000',
          ...(process.env.WEEK_TEST_LOG ? { LOG_LEVEL: 'info' } : {}),
        };
        startRunner(0);
        startRunner(1);
        const start = clock.now().getTime();
        await control('POST', '/clock', { speed: SPEED });
        const end = start + DAYS * DAY;

        // What happens to the people on the other end during the week, day by day (issue 17): replies
        // from leads not reached yet (day 1), replies while webhooks are dropped (day 2), replies while
        // Los Angeles is disconnected (day 3, reconnected half a day later), members put on the
        // Do-Not-Contact list mid-sequence and Paris moving to New York time mid-day (day 4); the team's
        // leads writing to another sender (days 2 and 4) and Team Berlin lost from day 3.2 to day 4.2.
        const written: Array<{ accountId: string; profileUrl: string; path: string; at: number }> = [];
        const doNotContact: Array<{ accountId: string; profileUrl: string; at: number }> = [];
        const contacted = async (a: (typeof accounts)[number], kind: string, count: number) => {
          const done = (
            await control<{ items: Array<{ profileUrl: string }> }>(
              'GET',
              `/actions?accountId=${a.accountId}&kind=${kind}`,
            )
          ).items;
          const taken = new Set([...written, ...doNotContact].map((w) => w.profileUrl.replace(/\/$/, '')));
          return [...new Set(done.map((d) => d.profileUrl.replace(/\/$/, '')))]
            .filter((u) => !taken.has(u))
            .slice(0, count);
        };
        const reply = async (a: { accountId: string }, profileUrl: string, path: string) => {
          const at = clock.now().getTime();
          await control('POST', '/reply', {
            accountId: a.accountId,
            profileUrl,
            text: 'Thanks, but please stop writing to me.',
          });
          written.push({ accountId: a.accountId, profileUrl, path, at });
        };
        /**
         * Leads of the pair's campaign its senders have viewed and nobody wrote for yet: they write to
         * Tokyo instead (a chat on Tokyo's account), which must end their sequence on the pair too.
         */
        const crossReplies = async (count: number, path: string) => {
          const viewed = new Set<string>();
          for (const sender of [teamLosAngeles, teamBerlin])
            for (const x of (
              await control<{ items: Array<{ profileUrl: string }> }>(
                'GET',
                `/actions?accountId=${sender.accountId}&kind=profile_view`,
              )
            ).items)
              viewed.add(x.profileUrl.replace(/\/$/, ''));
          const taken = new Set(written.map((w) => w.profileUrl.replace(/\/$/, '')));
          // Whose sequence still runs (a reply to an ended one ends nothing).
          const open = new Set(
            (
              await readDb
                .selectFrom('campaign_targets')
                .select('profile_url')
                .where('campaign_id', '=', pairCampaignId)
                .where('state', 'not in', ['completed', 'failed'])
                .execute()
            ).map((r) => r.profile_url.replace(/\/$/, '')),
          );
          const chosen = pairLeads
            .map((u) => u.replace(/\/$/, ''))
            .filter((u) => viewed.has(u) && open.has(u) && !taken.has(u));
          for (const url of chosen.slice(0, count)) await reply(teamTokyo, url, path);
        };
        /** When Berlin was disconnected and reconnected (clock ms). */
        const berlinLost = { from: Infinity, to: Infinity };
        /** Berlin's leads said why they wait while it was lost. */
        let berlinHeld: Array<{ sender: string | null; waiting: string | null }> = [];
        const scenario: Array<{ day: number; what: string; run: () => Promise<void> }> = [
          {
            day: 1,
            what: 'replies from leads not reached yet',
            run: async () => {
              for (const a of accounts) for (const url of a.leads.slice(-3)) await reply(a, url, 'not-reached');
            },
          },
          {
            day: 2,
            what: 'replies with webhooks dropped',
            run: async () => {
              await control('POST', '/faults', { dropWebhooks: true });
              for (const a of accounts)
                for (const url of await contacted(a, 'profile_view', 3)) await reply(a, url, 'webhooks-dropped');
              await crossReplies(3, 'to another sender, webhooks dropped');
            },
          },
          {
            day: 3,
            what: 'Los Angeles disconnected, replies meanwhile',
            run: async () => {
              await control('POST', '/faults', { dropWebhooks: false, disconnectAccountId: la.accountId });
              for (const url of await contacted(la, 'profile_view', 2)) await reply(la, url, 'disconnected');
            },
          },
          {
            day: 3.2,
            what: 'Team Berlin disconnected',
            run: async () => {
              berlinLost.from = clock.now().getTime();
              await control('POST', '/faults', { disconnectAccountId: teamBerlin.accountId });
              // Its leads say why they wait (its own sender lost), while the campaign goes on through Los Angeles.
              berlinHeld = await until(
                "Berlin's leads to say it is lost",
                async () => {
                  const page = await request('GET', `/api/campaigns/${pairCampaignId}/state?perPage=200`, team.token);
                  const rows = (page.body?.leads?.rows ?? []) as Array<{
                    sender: string | null;
                    state: string;
                    waiting: string | null;
                  }>;
                  const held = rows.filter(
                    (r) => r.sender === teamBerlin.accountId && /disconnected/i.test(r.waiting ?? ''),
                  );
                  return held.length > 0 && held;
                },
                30_000,
              );
            },
          },
          {
            day: 3.5,
            what: 'Los Angeles reconnected',
            run: async () => {
              const link = await request('POST', '/api/linkedin-accounts/hosted-auth', la.token, {});
              expect([link.status, typeof link.body.authLink, link.body]).toEqual([200, 'string', link.body]);
              await control('POST', '/hosted-auth/complete', { url: link.body.authLink });
              const back = await request('POST', '/api/linkedin-accounts/callback', la.token, {
                accountId: la.accountId,
              });
              expect(back.status).toBeLessThan(300);
            },
          },
          {
            day: 4,
            what: 'members put on the Do-Not-Contact list, Paris to New York time',
            run: async () => {
              for (const a of accounts)
                for (const url of await contacted(a, 'invite', 3)) {
                  const added = await request('POST', '/api/do-not-contact', a.token, { profileUrls: [url] });
                  expect(added.status).toBe(200);
                  doNotContact.push({ accountId: a.accountId, profileUrl: url, at: clock.now().getTime() });
                }
              const moved = { ...paris.schedule, timeZone: 'America/New_York' };
              expect((await request('PUT', '/api/schedule/settings', paris.token, moved)).status).toBe(200);
              zoneChanges.push({ accountId: paris.accountId, at: clock.now().getTime(), timeZone: 'America/New_York' });
              await crossReplies(2, 'to another sender');
            },
          },
          {
            day: 4.2,
            what: 'Team Berlin reconnected',
            run: async () => {
              const link = await request('POST', '/api/linkedin-accounts/hosted-auth', team.token, {
                accountId: teamBerlin.accountId,
              });
              expect([link.status, typeof link.body.authLink]).toEqual([200, 'string']);
              await control('POST', '/hosted-auth/complete', { url: link.body.authLink });
              const back = await request('POST', '/api/linkedin-accounts/callback', team.token, {
                accountId: teamBerlin.accountId,
              });
              expect(back.status).toBeLessThan(300);
              berlinLost.to = clock.now().getTime();
            },
          },
        ];
        const zoneChanges: Array<{ accountId: string; at: number; timeZone: string }> = [];

        // Play the week: a runner killed every 25-50 real seconds and started again 3 seconds later
        // (then the day's scenario, if any);
        // 10% of LinkedIn calls fail transiently on days 2 and 3.
        let faults = false;
        while (clock.now().getTime() < end) {
          await sleep(25_000 + Math.random() * 25_000);
          if (clock.now().getTime() >= end) break;
          const day = Math.floor((clock.now().getTime() - start) / DAY);
          const wantFaults = day === 2 || day === 3;
          if (wantFaults !== faults) {
            await control('POST', '/faults', { errorRate: wantFaults ? 0.1 : 0 });
            faults = wantFaults;
          }
          const victim = Math.floor(Math.random() * 2);
          runners[victim]?.kill('SIGKILL');
          kills.push(Date.now());
          killedAtClock.push(clock.now().getTime());
          output.push(`killed runner ${victim} at ${clock.now().toISOString()}\n`);
          await sleep(3000);
          startRunner(victim);
          // The week's events come after the restart, clear of the kill: a reply's time to its stop
          // then measures the sweep, and one found after a killed leader is reported apart.
          const elapsed = (clock.now().getTime() - start) / DAY;
          while (scenario.length > 0 && scenario[0].day <= elapsed) {
            const next = scenario.shift()!;
            console.log(`week: day ${elapsed.toFixed(2)}: ${next.what}`);
            output.push(`scenario ${next.what} at ${clock.now().toISOString()}\n`);
            // Sessions last hours of the system's clock, which runs days ahead here: sign in again, as users do.
            for (const a of accounts) {
              const signedIn = await request('POST', '/api/auth/login', undefined, {
                email: a.email,
                password: 'correct horse battery',
              });
              expect(signedIn.status).toBe(200);
              a.token = signedIn.body.accessToken;
            }
            team.token = (
              await request('POST', '/api/auth/login', undefined, {
                email: teamEmail,
                password: 'correct horse battery',
              })
            ).body.accessToken;
            await next.run();
          }
        }
        await control('POST', '/faults', { reset: true });
        // Let what is in flight settle, then freeze LinkedIn's clock and stop the runners.
        await control('POST', '/clock', { speed: 1 });
        await sleep(15_000);
        for (const child of runners) child?.kill('SIGTERM');
        await sleep(3000);
        await until('the projector to catch up', async () => {
          const head = (await store.readAll({ maxCount: 1_000_000 })).at(-1)?.position;
          const checkpoint = await projector.checkpoint();
          return head && checkpoint && checkpoint.commit >= head.commit && checkpoint.prepare >= head.prepare;
        });

        const log = (await control<{ items: LoggedAction[] }>('GET', '/actions?limit=100000')).items;
        const events = await store.readAll({ maxCount: 2_000_000 });
        // Every sender: the three one-sender workspaces' and the team's three.
        type Sender = Pick<AccountPlan, 'label' | 'limits' | 'schedule'> & {
          accountId: string;
          userId: string;
          connectedAt: string;
        };
        const senders: Sender[] = [...accounts, ...teamSenders];
        const byAccount = new Map(senders.map((a) => [a.accountId, a]));
        const counted = log.filter((a) => COUNTED[a.kind] && byAccount.has(a.accountId));
        const kinds: Record<string, number> = {};
        for (const x of log) kinds[x.kind] = (kinds[x.kind] ?? 0) + 1;
        const types: Record<string, number> = {};
        for (const e of events) types[e.type] = (types[e.type] ?? 0) + 1;
        const deliveries = (
          await control<{ items: Array<{ url: string; status: string }> }>('GET', '/deliveries?limit=1000')
        ).items;
        const delivered: Record<string, number> = {};
        for (const d of deliveries)
          delivered[`${d.url.split('/').pop()} ${d.status}`] =
            (delivered[`${d.url.split('/').pop()} ${d.status}`] ?? 0) + 1;
        console.log(
          `week: LinkedIn saw ${JSON.stringify(kinds)}; events ${JSON.stringify(types)}; webhooks (last 1,000) ${JSON.stringify(delivered)}`,
        );

        for (const a of senders) {
          const perDay: Record<string, number> = {};
          for (const x of counted.filter((c) => c.accountId === a.accountId))
            perDay[localDay(new Date(x.at), a.schedule.timeZone)] =
              (perDay[localDay(new Date(x.at), a.schedule.timeZone)] ?? 0) + 1;
          console.log(`week: ${a.label} actions per local day ${JSON.stringify(perDay)}`);
        }
        // The week did happen: every account acted (the team's senders have smaller limits and fewer leads).
        for (const a of senders)
          expect([
            a.label,
            counted.filter((x) => x.accountId === a.accountId).length > (teamIds.has(a.accountId) ? 10 : 50),
          ]).toEqual([a.label, true]);

        // 1. No action of any kind twice for one lead and step (the two messages differ by text).
        const seen = new Map<string, number>();
        for (const a of counted) {
          const key = `${a.accountId}|${a.providerId}|${a.kind === 'chat_start' ? 'message' : a.kind}|${a.kind === 'profile_view' || a.kind === 'invite' ? '' : a.text}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
        expect([...seen].filter(([, n]) => n > 1)).toEqual([]);

        // The zone an account counted its days in at a moment (Paris moved to New York on day 4).
        const zoneAt = (a: Sender, at: number) =>
          zoneChanges.filter((z) => z.accountId === a.accountId && z.at <= at).at(-1)?.timeZone ?? a.schedule.timeZone;
        const finalZone = (a: Sender) => zoneAt(a, Number.MAX_SAFE_INTEGER);
        for (const a of senders) {
          const mine = counted.filter((x) => x.accountId === a.accountId);
          // 2. At each action, today's actions (the local day in the zone in force then) within the
          //    limits in force that day, warm-up included: changing zones passes no limit.
          for (const x of mine) {
            const at = Date.parse(x.at);
            const tz = zoneAt(a, at);
            const { from } = localDayWindow(new Date(at), tz);
            const sameDay = mine.filter((y) => Date.parse(y.at) >= from && Date.parse(y.at) <= at);
            const limits = effectiveLimits(
              a.limits,
              warmUpOn(a.connectedAt, new Date(at), tz, a.schedule.warmUp.enabled),
            );
            const ofKind = sameDay.filter((y) => COUNTED[y.kind] === COUNTED[x.kind]).length;
            expect([a.label, x.at, COUNTED[x.kind], ofKind <= limits[COUNTED[x.kind]]]).toEqual([
              a.label,
              x.at,
              COUNTED[x.kind],
              true,
            ]);
            expect([a.label, x.at, 'total', sameDay.length <= limits.total]).toEqual([a.label, x.at, 'total', true]);
          }
          // 3. Per rolling week, invitations within the cap.
          const invites = mine
            .filter((x) => x.kind === 'invite')
            .map((x) => Date.parse(x.at))
            .sort((p, q) => p - q);
          for (let i = 0; i < invites.length; i++) {
            const inWeek = invites.filter((t) => t > invites[i] - WEEK_MS && t <= invites[i]).length;
            expect([a.label, inWeek <= a.limits.weeklyConnections]).toEqual([a.label, true]);
          }
          // 4. Nothing outside working hours, in the account's zone of the moment.
          const hours = a.schedule.workingHours;
          for (const x of mine) {
            const moment = localMoment(new Date(x.at), zoneAt(a, Date.parse(x.at)));
            const inside =
              hours.days.includes(moment.weekday) &&
              moment.minuteOfDay >= minutesOf(hours.start)! &&
              moment.minuteOfDay < minutesOf(hours.end)!;
            expect([a.label, x.kind, x.at, inside]).toEqual([a.label, x.kind, x.at, true]);
          }
          // 6. Usage equals the log, per local day (in the account's zone now) and limit.
          const tz = finalZone(a);
          const activities = await readDb
            .selectFrom('activities')
            .select(['limit_key', 'occurred_at'])
            .where('user_id', '=', a.userId)
            .where('account_id', '=', a.accountId)
            .where('limit_key', 'is not', null)
            .execute();
          const fromUsage: Record<string, number> = {};
          for (const u of activities) {
            const key = `${localDay(u.occurred_at, tz)}|${u.limit_key}`;
            fromUsage[key] = (fromUsage[key] ?? 0) + 1;
          }
          const fromLog: Record<string, number> = {};
          for (const x of mine) {
            const key = `${localDay(new Date(x.at), tz)}|${COUNTED[x.kind]}`;
            fromLog[key] = (fromLog[key] ?? 0) + 1;
          }
          const differing = Object.keys({ ...fromUsage, ...fromLog }).filter((k) => fromUsage[k] !== fromLog[k]);
          // A difference seen once under a full run's load (one message on LinkedIn, none in usage):
          // say what each side holds for those days, so the next one is found from its log.
          if (differing.length > 0) {
            const onDay = (at: string | Date, key: string) => key.startsWith(`${localDay(new Date(at), tz)}|`);
            const performedHere = events.filter(
              (e) =>
                e.type === 'LinkedInActionPerformed' &&
                (e.data as { accountId?: string }).accountId === a.accountId &&
                differing.some((k) => onDay((e.data as { occurredAt: string }).occurredAt, k)),
            );
            const targets = new Set(performedHere.map((e) => (e.data as { targetId: string }).targetId));
            console.log(
              `week: usage differs from the log for ${a.label} on ${differing.join(', ')}`,
              JSON.stringify({
                log: mine.filter((x) => differing.some((k) => onDay(x.at, k))),
                performed: performedHere.map((e) => e.data),
                failedOrReleased: events
                  .filter((e) => ['StepFailed', 'QuotaReleased', 'TargetCompleted'].includes(e.type))
                  .filter((e) => {
                    const d = e.data as { targetId?: string; accountId?: string; key?: string };
                    return (d.targetId && targets.has(d.targetId)) || d.accountId === a.accountId;
                  })
                  .map((e) => ({ type: e.type, data: e.data })),
              }),
            );
          }
          expect([a.label, fromUsage]).toEqual([a.label, fromLog]);
        }

        // 5. Nobody is contacted after they wrote (to any sender of the workspace: the team's members
        //    may write to one sender and be contacted by another) or were put on the Do-Not-Contact
        //    list. What they wrote is read from LinkedIn itself (the sandbox's chats), not from what we recorded.
        const wroteAt = new Map<string, number>();
        const workspaceOf = (accountId: string) => byAccount.get(accountId)!.userId;
        for (const a of senders) {
          let cursor: string | null = null;
          do {
            const page = await provider.listChats(a.accountId, { limit: 250, cursor });
            for (const chat of page.items) {
              const messages = await provider.listMessages(chat.chatId, { limit: 250 });
              for (const m of messages.items.filter((m) => !m.isSender && m.timestamp)) {
                const key = `${a.userId}|${chat.attendeeProviderId}`;
                wroteAt.set(key, Math.min(wroteAt.get(key) ?? Infinity, Date.parse(m.timestamp!)));
              }
            }
            cursor = page.cursor;
          } while (cursor);
        }
        const listedAt = new Map<string, number>();
        for (const d of doNotContact) {
          const member = log.find(
            (x) => x.accountId === d.accountId && x.profileUrl?.replace(/\/$/, '') === d.profileUrl.replace(/\/$/, ''),
          );
          if (member) listedAt.set(`${workspaceOf(d.accountId)}|${member.providerId}`, d.at);
        }
        // An action already on its way when the member wrote (the runner checks, then acts within a
        // moment: minutes of a sped-up clock) is the race LinkedIn itself has; anything later is a fault.
        const IN_FLIGHT_MS = 15 * MINUTE;
        let inFlight = 0;
        for (const x of counted) {
          const key = `${workspaceOf(x.accountId)}|${x.providerId}`;
          const stop = Math.min(wroteAt.get(key) ?? Infinity, listedAt.get(key) ?? Infinity);
          const at = Date.parse(x.at);
          if (at < stop) continue;
          if (at - stop <= IN_FLIGHT_MS) inFlight++;
          else
            expect([x.kind, x.accountId, x.providerId, x.at, new Date(stop).toISOString()]).toEqual([
              'nothing after the stop',
            ]);
        }
        // Every reply ended the member's open sequence, and how long that took, by the way it came.
        const stops: Record<string, number[]> = {};
        let replies = 0;
        for (const e of events.filter((e) => e.type === 'LeadReplied')) {
          replies++;
          const data = e.data as { profileUrl: string; repliedAt?: string; occurredAt: string; targetId: string };
          const list = events.filter((x) => x.streamId === campaignTargetStream(data.targetId));
          const at = list.findIndex((x) => x.eventId === e.eventId);
          expect([data.targetId, list[at + 1]?.type ?? 'ended before']).not.toEqual([
            data.targetId,
            'LinkedInActionPerformed',
          ]);
          const path =
            written.find(
              (w) =>
                workspaceOf(w.accountId) === e.metadata.userId &&
                w.profileUrl.replace(/\/$/, '') === data.profileUrl.replace(/\/$/, ''),
            )?.path ?? 'webhook';
          if (data.repliedAt) {
            const [wrote, stopped] = [Date.parse(data.repliedAt), Date.parse(data.occurredAt)];
            // A runner killed in between may have been the scheduler's leader: its successor waits out
            // the lock's fence (a few real seconds, an hour of this clock) before sweeping. Told apart.
            const killed = path !== 'webhook' && killedAtClock.some((k) => k >= wrote && k <= stopped);
            (stops[killed ? `${path}, a runner killed meanwhile` : path] ??= []).push(stopped - wrote);
            if (process.env.WEEK_TEST_LOG && path !== 'webhook')
              output.push(`reply ${path} ${data.profileUrl} wrote ${data.repliedAt} stopped ${data.occurredAt}\n`);
          }
        }
        expect(replies).toBeGreaterThan(5);
        const worst = Object.fromEntries(
          Object.entries(stops).map(([path, ms]) => [
            path,
            `${Math.round(Math.max(...ms) / MINUTE)} min (${ms.length})`,
          ]),
        );
        console.log(
          `week: reply-to-stop worst (clock time) ${JSON.stringify(worst)}; ${inFlight} actions in flight at a reply`,
        );
        // A reply brought by no webhook is found by the next sweep (every quarter hour of clock time) or the
        // check before an action. At 1,440x a clock hour is 2.5 real seconds, which a runner killed and
        // restarted (or a loaded machine) can take: the figure is recorded above (docs/benchmarks.md), and
        // only a sweep that never ran (hours late) fails here. Nothing reached a member after the reply
        // either way: that is asserted from the sandbox's log above.
        for (const ms of [
          ...(stops['webhooks-dropped'] ?? []),
          ...(stops['webhooks-dropped, a runner killed meanwhile'] ?? []),
          ...(stops['to another sender, webhooks dropped'] ?? []),
          ...(stops['to another sender, webhooks dropped, a runner killed meanwhile'] ?? []),
        ])
          expect(ms).toBeLessThanOrEqual(6 * 60 * MINUTE);
        expect((await store.readStream(campaignTargetStream(`${accounts[0].campaignId}_0`))).length).toBeGreaterThan(0);

        // The team (issue 20). No member was contacted by two of its senders.
        const teamLog = counted.filter((x) => teamIds.has(x.accountId));
        const sendersOf = new Map<string, Set<string>>();
        for (const x of teamLog)
          sendersOf.set(x.providerId, (sendersOf.get(x.providerId) ?? new Set()).add(x.accountId));
        expect([...sendersOf].filter(([, by]) => by.size > 1).map(([member, by]) => [member, [...by]])).toEqual([]);
        // A lead of the pair's campaign who wrote to Tokyo ended its sequence there ("replied"), and
        // neither of the pair acted on them after (check 5 above holds every sender to it).
        const crossed = written.filter((w) => w.accountId === teamTokyo.accountId);
        expect(crossed.length).toBeGreaterThan(0);
        const pairRows = await readDb
          .selectFrom('campaign_targets')
          .select(['target_id', 'profile_url', 'end_reason', 'account_id'])
          .where('campaign_id', '=', pairCampaignId)
          .execute();
        for (const w of crossed) {
          const row = pairRows.find((r) => r.profile_url.replace(/\/$/, '') === w.profileUrl.replace(/\/$/, ''));
          // Unless it ended on its own between the choice and the reply (its end comes first).
          const end = events.find(
            (e) => e.streamId === campaignTargetStream(row?.target_id ?? '') && e.type === 'TargetCompleted',
          );
          const endedBefore = !!end && Date.parse((end.data as { occurredAt: string }).occurredAt) < w.at;
          expect([w.profileUrl, endedBefore ? 'ended before' : row?.end_reason]).toEqual([
            w.profileUrl,
            endedBefore ? 'ended before' : 'replied',
          ]);
        }
        // Berlin acted not at all while lost, and its leads said why; the others went on meanwhile.
        expect([Number.isFinite(berlinLost.from), Number.isFinite(berlinLost.to)]).toEqual([true, true]);
        const whileLost = (accountId: string) =>
          log.filter(
            (x) => x.accountId === accountId && Date.parse(x.at) >= berlinLost.from && Date.parse(x.at) < berlinLost.to,
          );
        expect(whileLost(teamBerlin.accountId)).toEqual([]);
        expect(berlinHeld.length).toBeGreaterThan(0);
        const othersWhileLost = whileLost(teamLosAngeles.accountId).length + whileLost(teamTokyo.accountId).length;
        expect(othersWhileLost).toBeGreaterThan(0);
        const assigned: Record<string, number> = {};
        for (const r of pairRows)
          assigned[byAccount.get(r.account_id ?? '')?.label ?? 'none'] =
            (assigned[byAccount.get(r.account_id ?? '')?.label ?? 'none'] ?? 0) + 1;
        for (const t of teamSenders)
          console.log(
            `week: ${t.label} ${teamLog.filter((x) => x.accountId === t.accountId).length} actions, ${whileLost(t.accountId).length} while Berlin was lost`,
          );
        console.log(
          `week: team pair leads by sender ${JSON.stringify(assigned)}; ${crossed.length} wrote to Tokyo instead; ${berlinHeld.length} of Berlin's leads held as disconnected; ${sendersOf.size} members contacted, none by two senders`,
        );
        // The ten members both Tokyo campaigns hold were taken by one of them: the other never acted on
        // them and ended for the person's sake (held by the other campaign, contacted by it already, or
        // the member replied or was listed first).
        const FOR_THE_PERSON = new Set<string>([...TARGET_STOP_REASONS, 'replied']);
        for (const [i, lead] of overlap.data.leads.entries()) {
          const both = await Promise.all(
            [`${tokyo.campaignId}_${i}`, lead.targetId].map(async (targetId) => {
              const stream = await store.readStream(campaignTargetStream(targetId));
              const end = stream.find((e) => e.type === 'TargetCompleted');
              return {
                acted: stream.some((e) => e.type === 'LinkedInActionPerformed'),
                end: (end?.data as { reason?: string } | undefined)?.reason ?? null,
              };
            }),
          );
          expect([
            lead.profileUrl,
            both.filter((t) => t.acted).length <= 1,
            both.some((t) => !t.acted && t.end !== null && FOR_THE_PERSON.has(t.end)),
          ]).toEqual([lead.profileUrl, true, true]);
        }

        // 7. The read models equal a rebuild from the events.
        expect(await checkRebuild(store, readDb, database.url)).toEqual([]);

        // 8. Every step a killed runner held was taken over (settled) within 60 s of the kill.
        const settledAt = (reservation: RecordedEvent): number | null => {
          const { targetId, stepId, key } = reservation.data as { targetId: string; stepId: string; key: string };
          const after = events.filter(
            (e) =>
              e.createdAt >= reservation.createdAt &&
              ((e.type === 'QuotaReleased' && (e.data as { key: string }).key === key) ||
                (e.streamId === campaignTargetStream(targetId) &&
                  (e.data as { stepId?: string }).stepId === stepId &&
                  ['LinkedInActionPerformed', 'StepSucceeded', 'StepFailed', 'StepDeferred'].includes(e.type)) ||
                (e.streamId === campaignTargetStream(targetId) &&
                  ['TargetCompleted', 'TargetFailed'].includes(e.type))),
          );
          return after.length > 0 ? Math.min(...after.map((e) => e.createdAt.getTime())) : null;
        };
        const reservations = events.filter((e) => e.type === 'QuotaReserved');
        let takenOver = 0;
        for (const kill of kills) {
          for (const r of reservations.filter((x) => x.createdAt.getTime() < kill)) {
            const settled = settledAt(r);
            if (settled !== null && settled < kill) continue;
            takenOver++;
            expect([r.data, settled !== null && settled - kill <= 60_000]).toEqual([r.data, true]);
          }
        }
        expect(kills.length).toBeGreaterThan(3);
        console.log(
          `week: ${counted.length} actions, ${events.length} events, ${kills.length} kills, ${takenOver} steps taken over, ${replies} replies recorded`,
        );
      },
      15 * 60_000,
    );
  });
});
