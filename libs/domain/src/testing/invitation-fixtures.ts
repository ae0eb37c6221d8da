import type { LinkedInActionPerformed } from '../campaign-target/target-events';
import type { Sequence, SequenceStep } from '../sequence/sequence';

/** An invitation step with two variants, A ("Hi") and B ("Hello"), and nothing after it. */
const INVITE_STEP: SequenceStep = {
  id: 'invite',
  action: 'send-connection',
  params: {
    variants: [
      { id: 'a', name: 'A', text: 'Hi' },
      { id: 'b', name: 'B', text: 'Hello' },
    ],
  },
  next: null,
};

/** A campaign that only invites, two ways (variants a and b): what funnel specs count per variant. */
export const INVITE_TWO_WAYS: Sequence = {
  id: 'seq',
  name: 'Invite',
  description: '',
  initialStep: 'invite',
  autoRun: true,
  defaultDelay: 0,
  steps: { invite: INVITE_STEP },
};

/** The same invitation, then a message to those who accept (step `msg`). */
export const INVITE_THEN_MESSAGE: Sequence = {
  ...INVITE_TWO_WAYS,
  steps: {
    invite: { ...INVITE_STEP, next: { field: 'connectionStatus', true: { next: 'msg' }, false: null } },
    msg: { id: 'msg', action: 'send-message', params: { message: 'Thanks' }, next: null },
  },
};

/**
 * The invitation step reached LinkedIn at `at` on account `acc-1`, counted against `connections`;
 * the lead then waits for acceptance. `data` sets what a spec cares about (variant, day, text, next).
 */
export const invitationSent = (
  ref: { campaignId: string; targetId: string },
  at: string,
  data: Partial<LinkedInActionPerformed['data']> = {},
): LinkedInActionPerformed => ({
  type: 'LinkedInActionPerformed',
  data: {
    ...ref,
    accountId: 'acc-1',
    stepId: 'invite',
    action: 'send-connection',
    phase: 'act',
    limit: 'connections',
    day: null,
    profileUrl: `https://www.linkedin.com/in/${ref.targetId}`,
    campaignName: 'Invite',
    text: null,
    occurredAt: at,
    next: {
      stepId: 'invite',
      action: 'send-connection',
      phase: 'await-acceptance',
      dueAt: at,
      reason: 'acceptance-wait',
    },
    ...data,
  },
});
