import { convertSequence } from '../sequence/convert-sequence';
import type { CampaignTargetEvent } from './campaign-target-events';
import { evolveTarget, initialTargetState } from './campaign-target-state';
import { nextStepAfter } from './next-step';
import { acceptanceChecked, delayNodeMs, invitationSent, retryDelayMs, stepFailed, stepSucceeded, type StepContext } from './step-outcomes';
import { edge, node } from './test-sequences';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-11-22T10:00:00Z');

// check → connected: message; not connected: invite → accepted: message; not accepted: end.
const { sequence } = convertSequence(
  [node('check', 'check-connection'), node('invite', 'send-connection', { note: 'Hi', waitPeriod: 3 }), node('msg', 'send-message', { message: 'Hello' })],
  [edge('check', 'msg', HOUR, 'true'), edge('check', 'invite', 2 * HOUR, 'false'), edge('invite', 'msg', DAY, 'true')],
  { name: 'n', newId: () => 'x' },
);
const ctx = (stepId: string, action: StepContext['action'], at = now): StepContext => ({ campaignId: 'c1', targetId: 'c1_0', sequence, stepId, action, now: at, jitterMs: 1000 });
const fold = (events: CampaignTargetEvent[]) => events.reduce(evolveTarget, initialTargetState(sequence.initialStep, now.toISOString()));

describe('next step (spec 02 §4 branch rules)', () => {
  it('follows the true and false cases of a condition with their own delays', () => {
    expect(nextStepAfter(sequence, 'check', true)).toEqual({ stepId: 'msg', delayMs: HOUR });
    expect(nextStepAfter(sequence, 'check', false)).toEqual({ stepId: 'invite', delayMs: 2 * HOUR });
  });
  it('ends where a case or a next is missing', () => {
    expect(nextStepAfter(sequence, 'invite', false)).toBeNull();
    expect(nextStepAfter(sequence, 'msg', null)).toBeNull();
  });
});

describe('step outcomes', () => {
  it('a success schedules the chosen next step after its delay plus the jitter', () => {
    const events = stepSucceeded(ctx('check', 'check-connection'), false, null);
    expect(events.map((e) => e.type)).toEqual(['StepSucceeded', 'StepScheduled']);
    expect(events[1].data).toMatchObject({ stepId: 'invite', phase: 'act', dueAt: new Date(now.getTime() + 2 * HOUR + 1000).toISOString() });
    expect(fold(events)).toMatchObject({ status: 'scheduled', stepId: 'invite', attempt: 0 });
  });

  it('the last step completes the target', () => {
    const events = stepSucceeded(ctx('msg', 'send-message'), null, null);
    expect(events[1]).toEqual({ type: 'TargetCompleted', data: { campaignId: 'c1', targetId: 'c1_0', reason: 'sequence-ended', completedAt: now.toISOString() } });
    expect(fold(events).status).toBe('completed');
  });

  it('a transient failure retries with a growing wait, then fails the target after the last attempt', () => {
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
    const first = stepFailed(ctx('check', 'check-connection'), 1, 'provider unavailable', true);
    expect(first).toHaveLength(1);
    expect(first[0].data).toMatchObject({ retryAt: new Date(now.getTime() + retryDelayMs(1) + 1000).toISOString() });
    const last = stepFailed(ctx('check', 'check-connection'), 4, 'provider unavailable', true);
    expect(last.map((e) => e.type)).toEqual(['StepFailed', 'TargetFailed']);
    expect(stepFailed(ctx('check', 'check-connection'), 1, 'not found', false).map((e) => e.type)).toEqual(['StepFailed', 'TargetFailed']);
  });

  it('an invitation waits for acceptance, checked until the wait period ends', () => {
    const sent = invitationSent(ctx('invite', 'send-connection'), sequence.steps.invite.params, 'inv-1');
    expect(sent.map((e) => e.type)).toEqual(['StepAwaiting', 'StepScheduled']);
    expect(sent[0].data).toMatchObject({ until: new Date(now.getTime() + 3 * DAY).toISOString(), invitationId: 'inv-1' });
    expect(sent[1].data).toMatchObject({ phase: 'await-acceptance' });
    const state = fold(sent);
    expect(state).toMatchObject({ status: 'awaiting', stepId: 'invite', awaitUntil: new Date(now.getTime() + 3 * DAY).toISOString() });

    const later = new Date(now.getTime() + DAY);
    expect(acceptanceChecked(ctx('invite', 'send-connection', later), false, state.awaitUntil, 'u').map((e) => e.type)).toEqual(['StepScheduled']);
    const accepted = acceptanceChecked(ctx('invite', 'send-connection', later), true, state.awaitUntil, 'u');
    expect(accepted.map((e) => e.type)).toEqual(['ConnectionAccepted', 'StepSucceeded', 'StepScheduled']);
    expect(accepted[2].data).toMatchObject({ stepId: 'msg' });

    const expired = acceptanceChecked(ctx('invite', 'send-connection', new Date(now.getTime() + 3 * DAY)), false, state.awaitUntil, 'u');
    expect(expired[1]).toMatchObject({ type: 'TargetCompleted', data: { reason: 'not-accepted' } });
  });

  it('without the wait option the sequence goes on at once on the not-accepted side', () => {
    const events = invitationSent(ctx('invite', 'send-connection'), { waitForAcceptance: false }, null);
    expect(events.map((e) => e.type)).toEqual(['StepSucceeded', 'TargetCompleted']);
  });

  it('a started step with no outcome is open: the next run must reconcile', () => {
    const started: CampaignTargetEvent = { type: 'StepStarted', data: { campaignId: 'c1', targetId: 'c1_0', stepId: 'check', action: 'check-connection', phase: 'act', attempt: 1, startedAt: now.toISOString() } };
    expect(fold([started])).toMatchObject({ status: 'running', open: true, attempt: 1 });
  });
});

describe('delay nodes', () => {
  it('wait their own days, hours and minutes, or their duration in ms', () => {
    expect(delayNodeMs({ days: 1, hours: 2, minutes: 3 })).toBe(DAY + 2 * HOUR + 3 * 60_000);
    expect(delayNodeMs({ duration: 5000, days: 9 })).toBe(5000);
    expect(delayNodeMs({})).toBe(0);
  });
  it('their wait comes before the next step and its edge delay', () => {
    const events = stepSucceeded(ctx('check', 'check-connection'), true, null, 'sequence-ended', DAY);
    expect(events[1].data).toMatchObject({ dueAt: new Date(now.getTime() + DAY + HOUR + 1000).toISOString() });
  });
});
