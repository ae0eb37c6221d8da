import type { CampaignCreated } from '@outflow/api-contract';
import { actingWindow, defaultScheduleSettings, FixedClock } from '@outflow/domain';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { sweepAcceptances } from '../../apps/runner/src/acceptance-sweep';
import type { Runner } from '../../apps/runner/src/runner';
import { startApiHarness, type ApiHarness } from '../support/api-harness';
import { graphNode as node } from '../support/campaign-fixtures';
import { connectLinkedIn } from '../support/linkedin-test-flows';
import { startSandboxRunner } from '../support/sandbox-runner';

const HOUR = 3_600_000;
const INVITE_ONLY = { nodes: [node('invite', 'send-connection', { note: 'Hello', waitPeriod: 7 })], edges: [] };
const ALWAYS = { enabled: false, days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' };

/**
 * An invitation is accepted only by the sender that sent it (issue 20). A lead of a one-sender
 * campaign on B, invited by B, who is already connected to the workspace's first sender A: A's
 * acceptance sweep finds them among A's relations, and must not take that for B's invitation
 * accepted (the next steps would then message, through B, someone who is not B's relation).
 */
describeWithPostgres('acceptance sweeps match only the leads their sender invited (sandbox)', () => {
  jest.setTimeout(180_000);
  // Monday 09:00 UTC.
  const T0 = new Date('2026-11-23T09:00:00Z');
  let api: ApiHarness;
  let clock: FixedClock;
  let runner: Runner | undefined;
  beforeAll(async () => {
    clock = new FixedClock(T0);
    api = await startApiHarness({ linkedin: true, clock });
    await api.linkedin!.control('POST', '/behaviour', { acceptProbability: 0, replyProbability: 0 });
  });
  afterAll(async () => {
    await runner?.stop();
    await api.stop();
  });

  it("A's relations do not accept B's invitation; B's own acceptance does", async () => {
    const { token } = await api.signUp();
    await api.request('POST', '/api/subscriptions/create-trial', { token });
    await api.request('PUT', '/api/schedule/settings', {
      token,
      body: { timeZone: 'UTC', workingHours: ALWAYS, warmUp: { enabled: false } },
    });
    // A is connected first (the workspace's first sender), B an hour later.
    clock.set(new Date(T0.getTime() - HOUR));
    const a = (await connectLinkedIn(api, token)).accountId;
    clock.set(T0);
    const b = (await connectLinkedIn(api, token)).accountId;
    const { provider } = api.linkedin!;
    const owner = (
      await api.readDb
        .selectFrom('linkedin_accounts')
        .select('user_id')
        .where('account_id', '=', b)
        .executeTakeFirstOrThrow()
    ).user_id;

    // The member is already A's relation.
    const [member] = await provider.searchProfiles(
      a,
      'https://www.linkedin.com/search/results/people/?keywords=engineer',
      { max: 1 },
    );
    const profile = await provider.getProfile(a, { publicIdOrUrl: member });
    await provider.sendInvitation(a, profile.providerId);
    expect((await api.linkedin!.control('POST', '/accept', { accountId: a, profileUrl: member })).status).toBe(200);

    // B's campaign invites them, and waits for B's invitation to be accepted.
    const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token,
      body: { name: 'Through B', leads: [member], senders: [b], sequence: INVITE_ONLY },
    });
    expect(created.status).toBe(201);
    const targetId = `${created.body.campaign._id}_0`;
    const stateOf = async () =>
      (
        await api.readDb
          .selectFrom('campaign_targets')
          .select('state')
          .where('target_id', '=', targetId)
          .executeTakeFirstOrThrow()
      ).state;
    runner = await startSandboxRunner(api, {});
    await eventually(async () => (await stateOf()) === 'awaiting', "B's invitation sent, its acceptance waited for");
    await runner.stop();
    runner = undefined;
    const invites = (await api.linkedin!.control<{ items: unknown[] }>('GET', `/actions?accountId=${b}&kind=invite`))
      .body.items;
    expect(invites).toHaveLength(1);

    const sweep = (accountId: string) =>
      sweepAcceptances({
        store: api.eventStore,
        db: api.readDb,
        provider,
        clock,
        userId: owner,
        accountId,
        window: actingWindow(defaultScheduleSettings('UTC')),
        jitterMs: 0,
      });
    expect(await sweep(a)).toBe(0);
    expect(await sweep(b)).toBe(0);
    expect(await stateOf()).toBe('awaiting');

    // The member accepts B's invitation: B's sweep records it.
    expect((await api.linkedin!.control('POST', '/accept', { accountId: b, profileUrl: member })).status).toBe(200);
    expect(await sweep(b)).toBe(1);
    await eventually(async () => (await stateOf()) !== 'awaiting', 'the acceptance projected');
  });
});
