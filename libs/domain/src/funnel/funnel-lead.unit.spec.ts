import type { CampaignCreated } from '../campaign/campaign-events';
import type { TargetEvent } from '../campaign-target/target-events';
import { INVITE_THEN_MESSAGE, invitationSent } from '../testing/invitation-fixtures';
import { campaignFunnel } from './campaign-funnel';
import { funnelGroupsOf } from './funnel-groups';
import { evolveFunnelLead, FunnelFold } from './funnel-lead';

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

const created = (targets: string[]): CampaignCreated => ({
  type: 'CampaignCreated',
  data: {
    campaignId: 'c1',
    ownerId: 'u1',
    name: 'F',
    description: '',
    accountId: 'acc',
    sequence: INVITE_THEN_MESSAGE,
    graph: { nodes: [], edges: [] },
    leads: targets.map((targetId) => ({ targetId, profileUrl: `https://www.linkedin.com/in/${targetId}` })),
    leadSource: 'manual',
    status: 'active',
    occurredAt: at(1),
  },
});

const invited = (targetId: string, variantId: string, when: string): TargetEvent =>
  invitationSent({ campaignId: 'c1', targetId }, when, { accountId: 'acc', campaignName: 'F', text: 'Hi', variantId });

const accepted = (targetId: string, when: string): TargetEvent => ({
  type: 'ConnectionAccepted',
  data: {
    campaignId: 'c1',
    targetId,
    profileUrl: `https://www.linkedin.com/in/${targetId}`,
    occurredAt: when,
    next: { stepId: 'msg', action: 'send-message', phase: 'act', dueAt: when, reason: 'sequence-delay' },
  },
});

const failed = (targetId: string, variantId: string | undefined, when: string): TargetEvent => ({
  type: 'StepFailed',
  data: {
    campaignId: 'c1',
    targetId,
    stepId: 'invite',
    action: 'send-connection',
    phase: 'act',
    attempt: 3,
    reason: 'Profile unavailable',
    retryAt: null,
    occurredAt: when,
    ...(variantId ? { variantId } : {}),
  },
});

const replied = (targetId: string, when: string): TargetEvent => ({
  type: 'LeadReplied',
  data: {
    campaignId: 'c1',
    targetId,
    profileUrl: `https://www.linkedin.com/in/${targetId}`,
    chatId: null,
    occurredAt: when,
  },
});

const fold = (events: readonly { type: string; data: unknown }[]) => {
  const f = new FunnelFold('c1');
  for (const e of events) f.apply(e);
  return f.rows();
};

const stepOf = (rows: ReturnType<typeof fold>, stepId: string) =>
  campaignFunnel('c1', INVITE_THEN_MESSAGE, funnelGroupsOf(rows)).steps.find((s) => s.stepId === stepId)!;

describe('the funnel folded from events (evolveFunnelLead)', () => {
  const history = [
    created(['t1', 't2', 't3', 't4']),
    invited('t1', 'a', at(2)),
    invited('t2', 'a', at(2)),
    invited('t3', 'b', at(2)),
    accepted('t1', at(3)),
    replied('t1', at(4)),
    { type: 'TargetCompleted', data: { campaignId: 'c1', targetId: 't1', reason: 'replied', occurredAt: at(4) } },
    // A lead of another campaign is no lead of this one.
    { ...replied('t2', at(20)), data: { ...replied('t2', at(20)).data, campaignId: 'other' } },
    replied('t2', at(20)),
  ];

  it('counts each step and variant as the read model does, and stands at each point as it stood then', () => {
    const now = stepOf(fold(history), 'invite');
    expect(now).toMatchObject({ reached: 4, performed: 3, accepted: 1, replied: 2, repliedWithin7Days: 1 });
    expect(now.variants.map((v) => [v.variantId, v.reached, v.performed, v.accepted])).toEqual([
      ['a', 2, 2, 1],
      ['b', 1, 1, 0],
    ]);
    expect(stepOf(fold(history), 'msg')).toMatchObject({ reached: 1, performed: 0, stoppedByReply: 1 });

    // Before the acceptance: nobody accepted, nobody at the message step.
    const earlier = fold(history.slice(0, 4));
    expect(stepOf(earlier, 'invite')).toMatchObject({ reached: 4, performed: 3, accepted: 0, replied: 0 });
    expect(stepOf(earlier, 'msg').reached).toBe(0);
  });

  it('keeps one current step per lead and the first arrival at a step', () => {
    const rows = fold(history.slice(0, 5)).filter((r) => r.targetId === 't1');
    expect(rows.map((r) => [r.stepId, r.current, r.reachedAt])).toEqual([
      ['invite', false, at(1)],
      ['msg', true, at(3)],
    ]);
    expect(rows[0]).toMatchObject({ accepted: true, acceptedAt: at(3), performedAt: at(2), variantId: 'a' });
  });

  it('counts a lead as having reached the variant chosen before its step failed', () => {
    const rows = fold([created(['t1', 't2']), failed('t1', 'b', at(2)), failed('t2', undefined, at(2))]);
    const invite = stepOf(rows, 'invite');
    expect(invite).toMatchObject({ reached: 2, performed: 0 });
    expect(invite.variants.map((v) => [v.variantId, v.reached, v.performed])).toEqual([
      ['a', 0, 0],
      ['b', 1, 0],
    ]);
  });

  it('drops the leads removed from the campaign and every lead of a deleted campaign', () => {
    const start = evolveFunnelLead([], created(['t1']), 't1');
    expect(start).toHaveLength(1);
    expect(
      evolveFunnelLead(
        start,
        { type: 'CampaignLeadsRemoved', data: { campaignId: 'c1', targetIds: ['t1'], occurredAt: at(2) } },
        't1',
      ),
    ).toEqual([]);
    expect(fold([...history, { type: 'CampaignDeleted', data: { campaignId: 'c1', occurredAt: at(21) } }])).toEqual([]);
  });
});
