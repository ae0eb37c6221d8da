import { graphEdge, graphNode } from './campaign-fixtures';

/** A message step of an outreach, sent `afterMs` after the step before it. */
export interface OutreachMessage {
  readonly id: string;
  readonly text: string;
  readonly afterMs: number;
}

export interface OutreachPlan {
  readonly note: string;
  /** How long after the profile view the invitation goes out. */
  readonly inviteAfterMs: number;
  readonly waitForAcceptance?: boolean;
  /** Days the invitation waits for an answer. */
  readonly waitPeriod: number;
  /** The first follows an accepted invitation (its `true` side); the rest follow each other. */
  readonly messages: readonly OutreachMessage[];
}

/**
 * The outreach the engine suites and benches run, as the wizard posts it: view the profile →
 * invite with a note → once accepted, the messages in turn. Not accepted: the end.
 */
export function outreachSequence(plan: OutreachPlan) {
  const invite = {
    note: plan.note,
    ...(plan.waitForAcceptance ? { waitForAcceptance: true } : {}),
    waitPeriod: plan.waitPeriod,
  };
  const steps = ['view', 'invite', ...plan.messages.map((m) => m.id)];
  return {
    nodes: [
      graphNode('view', 'view-profile'),
      graphNode('invite', 'send-connection', invite),
      ...plan.messages.map((m) => graphNode(m.id, 'send-message', { message: m.text })),
    ],
    edges: [
      graphEdge('view', 'invite', plan.inviteAfterMs),
      ...plan.messages.map((m, i) => graphEdge(steps[i + 1], m.id, m.afterMs, i === 0 ? 'true' : undefined)),
    ],
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** view → (1 h) invite with a note, wait 2 days → accepted: (1 h) a thank-you message; not accepted: the end. */
export const INVITE_THEN_THANK: OutreachPlan = {
  note: 'Hi {{firstName}}, glad to connect',
  inviteAfterMs: HOUR,
  waitForAcceptance: true,
  waitPeriod: 2,
  messages: [{ id: 'msg', text: 'Thanks for connecting, {{firstName}}!', afterMs: HOUR }],
};

/** The engine's week (and its pace bench): view → (10 min) invite, wait 3 days → accepted: (1 h) message → (1 day) follow-up. */
export const ENGINE_OUTREACH = outreachSequence({
  note: 'Hi {{firstName}}, I enjoyed your profile',
  inviteAfterMs: 10 * 60_000,
  waitPeriod: 3,
  messages: [
    { id: 'thanks', text: 'Thanks for connecting, {{firstName}}!', afterMs: HOUR },
    { id: 'follow-up', text: 'Following up, {{firstName}}: any thoughts?', afterMs: DAY },
  ],
});
