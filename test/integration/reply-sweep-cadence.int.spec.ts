import type { CampaignCreated as CampaignCreatedAnswer } from '@outflow/api-contract';
import { campaignTargetStream, FixedClock, REPLY_SWEEP_INTERVAL_MS } from '@outflow/domain';
import { connectLinkedIn } from '../support/linkedin-test-flows';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { Runner } from '../../apps/runner/src/runner';
import { graphEdge as edge, graphNode as node } from '../support/campaign-fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How far the test moves the clock at a time: the sweep must come within six of these. */
const STEP = 5 * MINUTE;

/** view → (3 h) message → (3 h) follow-up: the leads wait hours between steps, so only a sweep finds a reply. */
const VIEW_THEN_WRITE = {
  nodes: [
    node('view', 'view-profile'),
    node('msg', 'send-message', { message: 'Hello {{firstName}}' }),
    node('follow-up', 'send-message', { message: 'Following up, {{firstName}}' }),
  ],
  edges: [edge('view', 'msg', 3 * HOUR), edge('msg', 'follow-up', 3 * HOUR)],
};

/**
 * Reply sweeps on their own timer (issue 17), on the runner and the LinkedIn sandbox with its
 * webhooks DROPPED: a reply is found within 30 minutes of clock time (the system's clock, here a
 * test clock days behind the sandbox's) wherever the sweep cadence stands, and the member's
 * sequence stops; the other leads go on.
 */
describeWithPostgres('reply sweeps find replies within 30 clock-minutes with webhooks dropped', () => {
  let api: ApiHarness;
  let clock: FixedClock;
  let runner: Runner | undefined;
  beforeAll(async () => {
    clock = new FixedClock(new Date('2026-11-23T09:00:00Z'));
    api = await startApiHarness({ linkedin: true, clock });
    await api.linkedin!.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
    await api.linkedin!.control('POST', '/faults', { dropWebhooks: true });
  });
  afterAll(async () => {
    await runner?.stop();
    await api.stop();
  });

  const actionsTo = async (accountId: string, profileUrl: string) =>
    (
      await api.linkedin!.control<{ items: Array<{ kind: string; profileUrl: string }> }>(
        'GET',
        `/actions?accountId=${accountId}`,
      )
    ).body.items
      .filter((a) => a.kind !== 'invite' && a.profileUrl.replace(/\/$/, '') === profileUrl.replace(/\/$/, ''))
      .map((a) => a.kind);
  const endOf = async (targetId: string) => {
    const events = await api.eventStore.readStream(campaignTargetStream(targetId));
    const end = events.find((e) => e.type === 'TargetCompleted');
    return end ? (end.data as { reason: string }).reason : null;
  };
  /** Moves the clock STEP by STEP until the lead's sequence ended; answers the clock time that took. */
  const clockTimeUntilEnded = async (targetId: string): Promise<number> => {
    for (let moved = 0; moved <= 2 * REPLY_SWEEP_INTERVAL_MS; moved += STEP) {
      // A few polls (50 ms each) for the sweep to run and the stop to be recorded at this clock time.
      const ended = await eventually(() => endOf(targetId), 'the end', 1_500, 50).catch(() => null);
      if (ended) {
        expect(ended).toBe('replied');
        return moved;
      }
      clock.advance(STEP);
    }
    throw new Error(`${targetId} did not stop within ${(2 * REPLY_SWEEP_INTERVAL_MS) / MINUTE} clock minutes`);
  };

  it('finds each reply within 30 clock-minutes and stops that sequence only, however the sweeps fall', async () => {
    const session = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token: session.token });
    const workingHours = { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' };
    await api.request('PUT', '/api/schedule/settings', {
      token: session.token,
      body: { timeZone: 'UTC', workingHours, warmUp: { enabled: false } },
    });
    const { accountId } = await connectLinkedIn(api, session.token);
    const { provider } = api.linkedin!;
    const leads = await provider.searchProfiles(
      accountId,
      'https://www.linkedin.com/search/results/people/?keywords=analyst',
      { max: 3 },
    );
    // Connected already, so messages reach them (the invitations are the test's setup, not the campaign's).
    for (const lead of leads) {
      const { providerId } = await provider.getProfile(accountId, { publicIdOrUrl: lead, notify: false });
      await provider.sendInvitation(accountId, providerId);
      await api.linkedin!.control('POST', '/accept', { accountId, profileUrl: lead });
    }
    const created = await api.request<CampaignCreatedAnswer>('POST', '/api/campaigns', {
      token: session.token,
      body: { name: 'Sweep cadence', leads, sequence: VIEW_THEN_WRITE },
    });
    expect(created.status).toBe(201);
    const campaignId = created.body.campaign._id;
    runner = new Runner({
      store: api.eventStore,
      bus: api.bus,
      db: api.readDb,
      provider,
      clock,
      minActionGapMs: 0,
      maxJitterMs: 0,
      pollIntervalMs: 50,
    });
    await runner.start();
    for (const lead of leads)
      await eventually(async () => (await actionsTo(accountId, lead)).includes('profile_view'), `the view of ${lead}`);

    const reply = (profileUrl: string, text: string) =>
      api.linkedin!.control('POST', '/reply', { accountId, profileUrl, text });
    // The first reply comes right after the views (a sweep may just have run)...
    expect((await reply(leads[0], 'Happy to talk next week')).status).toBeLessThan(300);
    const first = await clockTimeUntilEnded(`${campaignId}_0`);
    // ...the second twenty minutes later, in the middle of the sweeps' half hour.
    clock.advance(20 * MINUTE);
    expect((await reply(leads[1], 'Who are you?')).status).toBeLessThan(300);
    const second = await clockTimeUntilEnded(`${campaignId}_1`);
    console.log(`reply-to-stop with webhooks dropped: ${first / MINUTE} and ${second / MINUTE} clock minutes`);
    expect(first).toBeLessThanOrEqual(REPLY_SWEEP_INTERVAL_MS);
    expect(second).toBeLessThanOrEqual(REPLY_SWEEP_INTERVAL_MS);

    // The lead who did not reply goes on; the two who replied get nothing more.
    expect(await endOf(`${campaignId}_2`)).toBeNull();
    for (let i = 0; i < 4; i++) {
      clock.advance(2 * HOUR);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await eventually(async () => (await actionsTo(accountId, leads[2])).length === 3, 'the other lead’s follow-up');
    expect(await actionsTo(accountId, leads[0])).toEqual(['profile_view']);
    expect(await actionsTo(accountId, leads[1])).toEqual(['profile_view']);
  });
});
