import type { CampaignCreated, LinkedInStatus } from '@outflow/api-contract';
import { OfflineAiWriter } from '@outflow/ai';
import { campaignTargetStream, systemClock, type StepPhase, type TargetSenderAssigned } from '@outflow/domain';
import { describeWithPostgres, eventually } from '@outflow/testing';
import { StepExecutor } from '../../apps/runner/src/step-executor';
import { graphEdge as edge, graphNode as node } from '../support/campaign-fixtures';
import { connectLinkedIn } from '../support/linkedin-test-flows';
import { useSandboxRunnerSuite } from '../support/sandbox-runner-suite';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** view → (1 h) message: the member would see both. */
const VIEW_THEN_WRITE = {
  nodes: [node('view', 'view-profile'), node('msg', 'send-message', { message: 'Hello {{firstName}}' })],
  edges: [edge('view', 'msg', HOUR)],
};

/**
 * A member is one contact per workspace, whichever sender they talk to (issue 20): a member whose
 * sequence runs through sender A and who writes to sender B (chats are per account) ends that
 * sequence, and neither sender contacts them again. Without webhooks (the reply sweep finds it),
 * then with them (at once).
 */
describeWithPostgres('a reply to one sender stops the member’s sequence on every sender', () => {
  const { api, clock, startRunner, stopRunners, trialUserWithSender, membersFound, connectWith, actionsTo, endOf } =
    useSandboxRunnerSuite();

  /** A workspace on a trial with `senderCount` senders, and `count` members all are connected with. */
  const workspace = async (count: number, keywords: string, senderCount = 2) => {
    const user = await trialUserWithSender({ warmUp: false });
    const { token } = user;
    const senders = [user.accountId];
    for (let i = 1; i < senderCount; i++) senders.push((await connectLinkedIn(api, token)).accountId);
    const [a, b] = senders;
    const leads = await membersFound(a, keywords, count);
    for (const sender of senders) await connectWith(sender, leads);
    const created = await api.request<CampaignCreated>('POST', '/api/campaigns', {
      token,
      body: { name: 'All senders', leads, senders, sequence: VIEW_THEN_WRITE },
    });
    expect(created.status).toBe(201);
    return { token, a, b, senders, leads, campaignId: created.body.campaign._id };
  };
  const targetEvents = (targetId: string) => api.eventStore.readStream(campaignTargetStream(targetId));
  const senderOf = async (targetId: string) => {
    const assigned = (await targetEvents(targetId)).find(
      (e): e is typeof e & TargetSenderAssigned => e.type === 'TargetSenderAssigned',
    );
    return assigned?.data.accountId ?? null;
  };
  const reply = (accountId: string, profileUrl: string, text: string) =>
    api.linkedin!.control('POST', '/reply', { accountId, profileUrl, text });

  it('no webhook: the sweep of another sender finds the reply, and no sender acts again', async () => {
    // One lead, three senders: one of them is neither the lead's nor the workspace's first (the one
    // a runner acts through when no sender is named), and has no step of its own to run.
    const { token, senders, leads, campaignId } = await workspace(1, 'designer', 3);
    const targetId = `${campaignId}_0`;
    await startRunner();
    const own = await eventually(() => senderOf(targetId), 'the lead’s sender');
    const first = (await api.request<LinkedInStatus>('GET', '/api/linkedin-accounts', { token })).body.senders[0]
      .accountId;
    const other = senders.find((s) => s !== own && s !== first)!;
    await eventually(async () => (await actionsTo(own, leads[0])).includes('profile_view'), 'the view');
    // The runner restarts (a deploy) while the lead waits: it knows nothing of the other sender yet.
    await stopRunners();
    const runner = await startRunner();

    expect((await reply(other, leads[0], 'Interesting, let us talk on this account')).status).toBeLessThan(300);
    // Half an hour: the reply sweep reads the other sender's chats and ends the sequence before the message.
    clock.advance(31 * MINUTE);
    expect(await eventually(() => endOf(targetId), 'the sequence to end')).toBe('replied');
    expect((await targetEvents(targetId)).map((e) => e.type)).toContain('LeadReplied');
    clock.advance(2 * HOUR);
    await runner.pollOnce();
    for (const sender of senders)
      expect(await actionsTo(sender, leads[0])).toEqual(sender === own ? ['profile_view'] : []);
  });

  it('no webhook, no sweep yet: the check right before the message reads the other sender too', async () => {
    const { a, b, leads, campaignId } = await workspace(1, 'analyst');
    const targetId = `${campaignId}_0`;
    await startRunner();
    const own = await eventually(() => senderOf(targetId), 'the lead’s sender');
    const other = own === a ? b : a;
    await eventually(async () => (await actionsTo(own, leads[0])).includes('profile_view'), 'the view');
    // No runner meanwhile (no sweep): the message step is run by hand, as a runner would run it.
    await stopRunners();
    expect((await reply(other, leads[0], 'Saw your visit, write to me here')).status).toBeLessThan(300);
    clock.advance(HOUR + MINUTE);
    const due = await eventually(async () => {
      const row = await api.readDb
        .selectFrom('campaign_targets')
        .select(['user_id', 'step_id', 'phase', 'due_at'])
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      return row?.step_id === 'msg' && row.due_at !== null && row;
    }, 'the message step due');
    const executor = new StepExecutor({
      store: api.eventStore,
      db: api.readDb,
      provider: api.linkedin!.provider,
      ai: new OfflineAiWriter(),
      clock,
      wallClock: systemClock,
      minActionGapMs: 0,
      maxJitterMs: 0,
    });
    const job = {
      userId: due.user_id,
      campaignId,
      targetId,
      stepId: 'msg',
      phase: due.phase as StepPhase,
      dueAt: due.due_at!.toISOString(),
    };
    await executor.execute(job);
    expect(await endOf(targetId)).toBe('replied');
    expect(await actionsTo(own, leads[0])).toEqual(['profile_view']);
    expect(await actionsTo(other, leads[0])).toEqual([]);
  });

  it('with webhooks: the reply on the other sender ends the sequence at once; the other lead goes on', async () => {
    await api.linkedin!.registerWebhooks();
    const { a, b, leads, campaignId } = await workspace(2, 'manager');
    const runner = await startRunner();
    const senders = await eventually(async () => {
      const both = [await senderOf(`${campaignId}_0`), await senderOf(`${campaignId}_1`)];
      return both.every((s) => s !== null) && both;
    }, 'both leads’ senders');
    for (const [i, lead] of leads.entries())
      await eventually(async () => (await actionsTo(senders[i], lead)).includes('profile_view'), 'both views');
    const [replying, going] = [0, 1];
    const own = senders[replying];
    const other = own === a ? b : a;

    expect((await reply(other, leads[replying], 'Thanks, I saw your profile visit')).status).toBeLessThan(300);
    // No clock time passes: the webhook of the other sender's chat ends the sequence.
    expect(await eventually(() => endOf(`${campaignId}_${replying}`), 'the sequence to end')).toBe('replied');
    clock.advance(HOUR + MINUTE);
    await eventually(
      async () => (await actionsTo(senders[going], leads[going])).includes('chat_start'),
      'the other lead’s message',
    );
    clock.advance(2 * HOUR);
    await runner.pollOnce();
    expect(await actionsTo(own, leads[replying])).toEqual(['profile_view']);
    expect(await actionsTo(other, leads[replying])).toEqual([]);
  });
});
