import type { CampaignCreated } from '@outflow/api-contract';
import { actingWindow, defaultScheduleSettings } from '@outflow/domain';
import { eventually, describeWithPostgres } from '@outflow/testing';
import { sweepAcceptances } from '../../apps/runner/src/acceptance-sweep';
import { graphNode as node } from '../support/campaign-fixtures';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';

const INVITE_ONLY = { nodes: [node('invite', 'send-connection', { note: 'Hello', waitPeriod: 7 })], edges: [] };

/**
 * An invitation is accepted only by the sender that sent it (issue 20). A lead of a one-sender
 * campaign on B, invited by B, who is already connected to the workspace's first sender A: A's
 * acceptance sweep finds them among A's relations, and must not take that for B's invitation
 * accepted (the next steps would then message, through B, someone who is not B's relation).
 */
describeWithPostgres('acceptance sweeps match only the leads their sender invited (sandbox)', () => {
  jest.setTimeout(180_000);
  const suite = useSandboxRunnerSuite();

  it("A's relations do not accept B's invitation; B's own acceptance does", async () => {
    const { api, clock } = suite;
    // A is connected first (the workspace's first sender), B an hour later.
    const { token, user, a, b } = await suite.trialUserWithTwoSenders();

    // The member is already A's relation.
    const [member] = await suite.membersFound(a, 'engineer', 1);
    await suite.connectWith(a, [member]);

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
    await suite.startRunner();
    await eventually(async () => (await stateOf()) === 'awaiting', "B's invitation sent, its acceptance waited for");
    await suite.stopRunners();
    expect(await suite.actions(b, 'invite')).toHaveLength(1);

    const sweep = (accountId: string) =>
      sweepAcceptances({
        store: api.eventStore,
        db: api.readDb,
        provider: api.linkedin!.provider,
        clock,
        userId: user.id,
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
