import type { CampaignCreated } from '@outflow/api-contract';
import { campaignTargetStream, FixedClock } from '@outflow/domain';
import { describeWithPostgres, eventually } from '@outflow/testing';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { connectLinkedIn } from '../support/linkedin-test-flows';
import { outreachSequence } from '../support/outreach-sequence';
import { startSandboxRunner } from '../support/sandbox-runner';

const HOUR = 3_600_000;
/** view → invite (waits for an answer) → accepted: a message an hour later. */
const SEQUENCE = outreachSequence({
  note: 'Hi {{firstName}}',
  inviteAfterMs: 0,
  waitForAcceptance: true,
  waitPeriod: 2,
  messages: [{ id: 'msg', text: 'Thanks for connecting, {{firstName}}!', afterMs: HOUR }],
});

/**
 * An acceptance LinkedIn reports (the new-relation webhook) places the next step in the working
 * hours of the sender the member accepted, in its own zone (issue 20), not in the workspace's.
 */
describeWithPostgres('an acceptance places the next step in its sender’s hours (sandbox)', () => {
  jest.setTimeout(120_000);
  // Monday 01:00 UTC: 10:00 in Tokyo (the sender's day), the night in the workspace's UTC hours.
  const T0 = new Date('2026-11-23T01:00:00Z');
  let api: ApiHarness;
  let clock: FixedClock;
  beforeAll(async () => {
    clock = new FixedClock(T0);
    api = await startApiHarness({ linkedin: true, clock });
    await api.linkedin!.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
    await api.linkedin!.registerWebhooks();
  });
  afterAll(() => api.stop());

  it('the thank-you is due an hour after the acceptance, inside Tokyo’s hours', async () => {
    const { token } = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token });
    const weekdays = { enabled: true, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' };
    await api.request('PUT', '/api/schedule/settings', {
      token,
      body: { timeZone: 'UTC', workingHours: weekdays, warmUp: { enabled: false } },
    });
    const sender = (await connectLinkedIn(api, token)).accountId;
    const tokyo = { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], start: '09:00', end: '17:00' };
    const own = await api.request('PUT', `/api/schedule/settings?accountId=${sender}`, {
      token,
      body: { timeZone: 'Asia/Tokyo', workingHours: tokyo, warmUp: { enabled: false } },
    });
    expect(own.status).toBe(200);
    const [lead] = await api.linkedin!.provider.searchProfiles(
      sender,
      'https://www.linkedin.com/search/results/people/?keywords=designer',
      { max: 1 },
    );
    const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token,
      body: { name: 'Tokyo hours', leads: [lead], sequence: SEQUENCE },
    });
    expect(created.status).toBe(201);
    const targetId = `${created.body.campaign._id}_0`;

    // The sender invites in its own hours; then the runner stops: only the webhook records the acceptance.
    const runner = await startSandboxRunner(api);
    await eventually(
      async () =>
        (await api.linkedin!.control<{ items: unknown[] }>('GET', `/actions?accountId=${sender}&kind=invite`)).body
          .items.length === 1,
      'the invitation',
    );
    await eventually(async () => {
      const row = await api.readDb
        .selectFrom('campaign_targets')
        .select('phase')
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      return row?.phase === 'await-acceptance';
    }, 'the wait for an answer');
    await runner.stop();

    clock.set(new Date(T0.getTime() + HOUR / 2));
    expect((await api.linkedin!.control('POST', '/accept', { accountId: sender, profileUrl: lead })).status).toBe(200);
    const accepted = await eventually(async () => {
      const events = await api.eventStore.readStream(campaignTargetStream(targetId));
      return events.find((e) => e.type === 'ConnectionAccepted');
    }, 'the acceptance');
    expect(accepted.metadata.actor).toBe('webhook');
    const next = (accepted.data as { next?: { stepId: string; dueAt: string } }).next;
    // 02:30 UTC (11:30 in Tokyo), not 08:00 UTC when the workspace's hours open.
    expect(next).toMatchObject({ stepId: 'msg', dueAt: new Date(T0.getTime() + HOUR / 2 + HOUR).toISOString() });
  });

  it('is not taken for the lead of another sender: only the sender who invited moves its lead on', async () => {
    const { token } = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token });
    const always = { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' };
    await api.request('PUT', '/api/schedule/settings', {
      token,
      body: { timeZone: 'UTC', workingHours: always, warmUp: { enabled: false } },
    });
    const a = (await connectLinkedIn(api, token)).accountId;
    const b = (await connectLinkedIn(api, token)).accountId;
    const [lead] = await api.linkedin!.provider.searchProfiles(
      a,
      'https://www.linkedin.com/search/results/people/?keywords=analyst',
      { max: 1 },
    );
    const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token,
      body: { name: 'Two senders', leads: [lead], senders: [a, b], sequence: SEQUENCE },
    });
    expect(created.status).toBe(201);
    const targetId = `${created.body.campaign._id}_0`;
    const runner = await startSandboxRunner(api);
    const own = await eventually(async () => {
      const row = await api.readDb
        .selectFrom('campaign_targets')
        .select(['phase', 'account_id'])
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      return row?.phase === 'await-acceptance' && row.account_id;
    }, 'the lead’s invitation, waiting for an answer');
    await runner.stop();
    const other = own === a ? b : a;
    const relations = async () =>
      (
        await api.linkedin!.control<{ items: Array<{ url: string; status: string }> }>('GET', '/deliveries?limit=1000')
      ).body.items.filter((d) => d.url.endsWith('/relations') && d.status === 'delivered').length;
    const accepted = async () =>
      (await api.eventStore.readStream(campaignTargetStream(targetId))).filter((e) => e.type === 'ConnectionAccepted');

    // The member accepts the other sender's own invitation (sent outside the campaign) first.
    const before = await relations();
    const { providerId } = await api.linkedin!.provider.getProfile(other, { publicIdOrUrl: lead, notify: false });
    await api.linkedin!.provider.sendInvitation(other, providerId);
    expect((await api.linkedin!.control('POST', '/accept', { accountId: other, profileUrl: lead })).status).toBe(200);
    await eventually(async () => (await relations()) > before, 'the other sender’s new-relation webhook');
    expect(await accepted()).toEqual([]);
    // Then the lead's own sender's: that one moves the lead on.
    clock.advance(HOUR / 4);
    expect((await api.linkedin!.control('POST', '/accept', { accountId: own, profileUrl: lead })).status).toBe(200);
    const [only] = await eventually(async () => {
      const found = await accepted();
      return found.length > 0 && found;
    }, 'the acceptance');
    expect(only.data).toMatchObject({ occurredAt: clock.now().toISOString() });
  });
});
