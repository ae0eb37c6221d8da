/**
 * An A/B test of invitation notes end to end, as `npm start` runs the product (api, projector,
 * runner and the LinkedIn sandbox in one process) on the sandbox's accelerated clock: 200 leads,
 * two notes the sandbox's members accept at different rates (its behaviour control tells them
 * apart by their text). The funnel finds the better note significant, its sums are the campaign's
 * own figures, and once the user chooses the better note the other is sent to nobody.
 */
import { createTestDatabase, describeWithPostgres, eventually, freePort, type TestDatabase } from '@outflow/testing';
import { startOutflow, type RunningOutflow } from '@outflow/all-in-one';
import type { CampaignFunnel, CampaignSnapshot, DailyFiguresAnswer, VariantDecided } from '@outflow/api-contract';
import { loadConfig } from '@outflow/config';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEventStore } from '@outflow/wiring';
import { grantPaidPeriod } from '../../apps/api/src/subscriptions/operator/grant-paid-period';

const GOOD = { id: 'met', name: 'We met', text: 'Hi {{firstName}}, we met at the fair: glad to connect' };
const POOR = { id: 'hello', name: 'Quick hello', text: 'Quick hello {{firstName}}' };
const LEADS = 200;

describeWithPostgres('an A/B test of invitation notes over the sandbox clock', () => {
  let outflow: RunningOutflow;
  let database: TestDatabase;
  let dataDir: string;
  let token = '';
  let campaignId = '';

  const call = async <T>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${outflow.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const ok = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await call<T>(method, url, body);
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const control = (url: string, body: unknown) => ok('POST', `/sandbox/control${url}`, body);
  const state = () => ok<CampaignSnapshot>('GET', `/api/campaigns/${campaignId}/state`);
  const funnel = () => ok<CampaignFunnel>('GET', `/api/campaigns/${campaignId}/funnel`);

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'outflow-variants-'));
    const port = await freePort();
    const config = loadConfig({
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RUNNER_MIN_ACTION_GAP_MS: '0',
      RUNNER_MAX_JITTER_MS: '0',
    });
    outflow = await startOutflow({ config });

    const signUp = await call<{ accessToken: string; user: { id: string } }>('POST', '/api/auth/signup', {
      email: 'vera@example.com',
      password: 'variants all the way',
      name: 'Vera Variant',
    });
    token = signUp.body.accessToken;
    // Weeks of the sandbox's time pass: paid for, as an operator grants it (a trial would end first).
    const store = await openEventStore(config, database.url);
    try {
      await grantPaidPeriod(store, { now: () => new Date() }, signUp.body.user.id, 120);
    } finally {
      await store.close();
    }
    const schedule = await ok<{ workingHours: object }>('GET', '/api/schedule/settings');
    await ok('PUT', '/api/schedule/settings', {
      ...schedule,
      workingHours: { ...schedule.workingHours, enabled: false },
      warmUp: { enabled: false },
    });
    const limits = await ok<Record<string, number>>('GET', '/api/rate-limits/settings');
    await ok('PUT', '/api/rate-limits/settings', { ...limits, connections: 75, total: 300, weeklyConnections: 200 });
    const link = await ok<{ authLink: string }>('POST', '/api/linkedin-accounts/hosted-auth', {});
    const done = await control('/hosted-auth/complete', { url: link.authLink });
    const accountId = new URL((done as { redirectUrl: string }).redirectUrl).searchParams.get('account_id');
    await ok('POST', '/api/linkedin-accounts/callback', { accountId });
    await eventually(
      async () => (await call<{ account: unknown }>('GET', '/api/linkedin-accounts')).body.account,
      'the LinkedIn account connected',
      30_000,
      250,
    );
    // The better note is accepted 3 times in 5, the other once in 10, within a day.
    await control('/behaviour', {
      acceptProbabilityByText: [
        { contains: 'we met at the fair', probability: 0.6 },
        { contains: 'Quick hello', probability: 0.1 },
      ],
      acceptDelayHours: [0, 20],
      replyProbability: 0,
    });
  }, 120_000);

  afterAll(async () => {
    await outflow?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds the better note significant, with sums equal to the campaign figures', async () => {
    const search = await ok<{ profileUrls: string[] }>('POST', '/api/linkedin/search/profiles', {
      searchUrl: 'https://www.linkedin.com/search/results/people/',
      maxProfiles: LEADS + 20,
      limit: 50,
    });
    expect(search.profileUrls.length).toBeGreaterThanOrEqual(LEADS + 20);
    const created = await ok<{ campaign: { _id: string } }>('POST', '/api/campaigns', {
      name: 'Notes A/B',
      description: 'Notes A/B - created via sequence builder',
      leads: search.profileUrls.slice(0, LEADS),
      sequence: {
        nodes: [
          {
            id: 'connect',
            type: 'send-connection',
            position: { x: 0, y: 0 },
            data: {
              type: 'send-connection',
              label: 'Invite',
              params: { variants: [GOOD, POOR], waitForAcceptance: true, waitPeriod: 10 },
            },
          },
        ],
        edges: [],
      },
    });
    campaignId = created.campaign._id;
    // A sandbox day every 15 real seconds.
    await control('/clock', { speed: 5760 });
    await eventually(async () => (await funnel()).steps[0].performed === LEADS, 'every lead invited', 480_000, 1000);
    // Members accept within 20 sandbox hours of an invitation; the wait for acceptance (10 days) keeps the campaign running.
    const clock = async () => (await ok<{ nowMs: number }>('GET', '/sandbox/control/clock')).nowMs;
    const allInvitedAt = await clock();
    await eventually(async () => (await clock()) > allInvitedAt + 21 * 3_600_000, '21 sandbox hours', 60_000, 500);
    const { settled, result } = await eventually(
      async () => {
        const [s, f] = [await state(), await funnel()];
        const accepted = f.steps[0].variants.reduce((sum, v) => sum + v.accepted, 0);
        return s.figures.accepted === accepted && s.figures.invited === LEADS ? { settled: s, result: f } : null;
      },
      'the campaign figures and the funnel caught up with the acceptances',
      30_000,
      500,
    );
    const step = result.steps[0];
    const [met, hello] = [GOOD.id, POOR.id].map((id) => step.variants.find((v) => v.variantId === id)!);
    expect(step.performed).toBe(LEADS);
    expect(met.performed + hello.performed).toBe(LEADS);
    // One set of numbers: the funnel's sums are the campaign's figures.
    expect(step.performed).toBe(settled.figures.invited);
    expect(met.accepted + hello.accepted).toBe(settled.figures.accepted);
    // The figures by local day add up to the same, over the days the accelerated clock ran through.
    const daily = await ok<DailyFiguresAnswer>('GET', `/api/campaigns/${campaignId}/daily`);
    const total = (key: 'invitationsSent' | 'invitationsAccepted' | 'messagesSent' | 'replies') =>
      daily.days.reduce((sum, d) => sum + d[key], 0);
    expect(total('invitationsSent')).toBe(LEADS);
    expect(total('invitationsAccepted')).toBe(settled.figures.accepted);
    expect(total('messagesSent')).toBe(0);
    expect(daily.days.length).toBeGreaterThan(1);
    expect(await ok<DailyFiguresAnswer>('GET', '/api/dashboard/daily')).toEqual({ ...daily, campaignId: null });
    expect(met.rates.acceptance!.rate!).toBeGreaterThan(hello.rates.acceptance!.rate!);
    expect(met.rates.acceptance!.low!).toBeLessThan(met.rates.acceptance!.rate!);
    expect(step.comparisons).toEqual([
      expect.objectContaining({
        variantId: POOR.id,
        againstVariantId: GOOD.id,
        metric: 'acceptance',
        result: expect.objectContaining({ test: 'z-test', significant: true }),
      }),
    ]);
    expect(step.comparisons[0].verdict).toMatch(/^"We met" does better than "Quick hello"/);
  }, 540_000);

  it('sends only the chosen note from then on, and says so in the timeline', async () => {
    const before = (await funnel()).steps[0].variants;
    const chosen = await ok<VariantDecided>(
      'POST',
      `/api/campaigns/${campaignId}/steps/connect/variants/${GOOD.id}/choose`,
    );
    expect(chosen.funnel.steps[0].variants.map((v) => [v.variantId, v.status])).toEqual([
      [GOOD.id, 'chosen'],
      [POOR.id, 'retired'],
    ]);
    const refused = await call('POST', `/api/campaigns/${campaignId}/steps/connect/variants/nope/pause`);
    expect(refused).toMatchObject({ status: 404, body: { field: 'variantId' } });

    const search = await ok<{ profileUrls: string[] }>('POST', '/api/linkedin/search/profiles', {
      searchUrl: 'https://www.linkedin.com/search/results/people/',
      maxProfiles: LEADS + 20,
      limit: 50,
    });
    await ok('POST', `/api/campaigns/${campaignId}/leads`, {
      profileUrls: search.profileUrls.slice(LEADS, LEADS + 20),
    });
    // The 20 are invited once the rolling week lets the account (200 a week) send again.
    const after = await eventually(
      async () => {
        const step = (await funnel()).steps[0];
        return step.performed === LEADS + 20 ? step.variants : null;
      },
      'the 20 added leads invited',
      300_000,
      1000,
    );
    const count = (vs: typeof before, id: string) => vs.find((v) => v.variantId === id)!.performed;
    expect(count(after, POOR.id)).toBe(count(before, POOR.id));
    expect(count(after, GOOD.id)).toBe(count(before, GOOD.id) + 20);

    const history = await ok<{ entries: Array<{ type: string; summary: string; actor: string }> }>(
      'GET',
      `/api/campaigns/${campaignId}/history?type=VariantChosen`,
    );
    expect(history.entries).toEqual([
      expect.objectContaining({
        actor: 'user',
        summary: 'Variant "We met" of Invite chosen as the winner: only it is sent from now on',
      }),
    ]);
  }, 400_000);
});
