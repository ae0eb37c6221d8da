import type { DomainEvent } from '../events/event';
import { convertSequence } from '../sequence/convert-sequence';
import { edge, node } from '../campaign/test-sequences';
import { defaultScheduleSettings, type ScheduleSettings } from '../schedule/schedule-settings';
import { actingWindow } from '../schedule/acting-window';
import { DeciderSpecification } from '../testing/decider-specification';
import type { ActionContext, StepPolicy, TargetCommand } from './target-commands';
import { targetDecider, StepNotRunnable } from './target.decider';
import type { TargetEvent } from './target-events';
import { MAX_STEP_ATTEMPTS, retryDelayMs } from './step-timing';
import { sparseProfile } from '../testing/profile-fixtures';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const JITTER = 1000;
/** Actions keep a minute's margin after the window opens. */
const OPENING = 60_000;
// Wednesday 2026-11-25, 10:00 in Paris (09:00 UTC).
const now = new Date('2026-11-25T09:00:00Z');
const createdAt = new Date(now.getTime() - HOUR).toISOString();
const ref = { campaignId: 'c1', targetId: 'c1_0' };
const paris: ScheduleSettings = { ...defaultScheduleSettings('Europe/Paris') };

// view → invite (wait 2 days) → accepted: message → 1 day → follow-up; not accepted: end.
const { sequence } = convertSequence(
  [
    node('view', 'view-profile'),
    node('invite', 'send-connection', { note: 'Hi {{firstName}}', waitPeriod: 2 }),
    node('msg', 'send-message', { message: 'Hello' }),
    node('wait', 'delay', { hours: 2 }),
    node('follow', 'send-message', { message: 'Any news?' }),
  ],
  [
    edge('view', 'invite', 10 * MIN),
    edge('invite', 'msg', HOUR, 'true'),
    edge('msg', 'wait', DAY),
    edge('wait', 'follow', 0),
  ],
  { name: 'n', newId: () => 'x' },
);
const { sequence: noWait } = convertSequence(
  [
    node('invite', 'send-connection', { note: 'Hi', waitForAcceptance: false }),
    node('check', 'check-connection'),
    node('msg', 'send-message', { message: 'Hi' }),
  ],
  [edge('invite', 'check', HOUR), edge('check', 'msg', HOUR, 'true')],
  { name: 'n', newId: () => 'y' },
);

const policy = (at: Date = now, schedule: ScheduleSettings | null = paris, seq = sequence): StepPolicy => ({
  sequence: seq,
  now: at,
  jitterMs: JITTER,
  window: schedule ? actingWindow(schedule) : null,
});
const action: ActionContext = {
  accountId: 'acc',
  profileUrl: 'https://www.linkedin.com/in/ada/',
  campaignName: 'Launch',
};
const profile = sparseProfile({ providerId: 'ACo1', publicId: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
const spec = DeciderSpecification(targetDecider(ref, sequence, createdAt));
const iso = (ms: number) => new Date(ms).toISOString();

const job = (stepId: string, phase: 'act' | 'await-acceptance' = 'act') => ({ stepId, phase });
const performed = (stepId: string, extra: Partial<TargetCommand['data']> = {}, at = now): TargetCommand => ({
  type: 'RecordOutcome',
  data: {
    job: job(stepId),
    outcome: { kind: 'performed', limit: 'profileViews', day: '2026-11-25', text: null, branch: null, detail: null },
    action,
    policy: policy(at),
    ...extra,
  } as never,
});
/** The events of a lead that was viewed and invited (the invitation now waited for). */
const viewedAndInvited = (): TargetEvent[] => {
  const first = spec.given([]).when(performed('view', { profile })).events();
  const invited = spec
    .given(first)
    .when({
      type: 'RecordOutcome',
      data: {
        job: job('invite'),
        outcome: {
          kind: 'performed',
          limit: 'connections',
          day: '2026-11-25',
          text: 'Hi Ada',
          branch: null,
          detail: null,
          invitationId: 'inv-1',
        },
        action,
        policy: policy(new Date(now.getTime() + 11 * MIN)),
      },
    })
    .events();
  return [...first, ...invited];
};

describe('target decider: starting a step', () => {
  it('given a new lead, when its first step is started inside working hours, then it may run (nothing recorded)', () => {
    spec
      .given([])
      .when({ type: 'StartStep', data: { job: job('view'), policy: policy() } })
      .thenNothing();
  });

  it('given a new lead, when started at 20:00 local time, then it is deferred to 08:01 the next working day plus jitter, as outside-working-hours', () => {
    const evening = new Date('2026-11-25T19:00:00Z'); // 20:00 in Paris
    spec
      .given([])
      .when({ type: 'StartStep', data: { job: job('view'), policy: policy(evening) } })
      .then([
        {
          type: 'StepDeferred',
          data: {
            ...ref,
            stepId: 'view',
            phase: 'act',
            code: 'outside-working-hours',
            reason: expect.any(String) as never,
            dueAt: iso(Date.parse('2026-11-26T07:00:00Z') + OPENING + JITTER),
            occurredAt: evening.toISOString(),
          },
        },
      ]);
  });

  it('given a Friday evening, then the next opening is Monday 08:01', () => {
    const friday = new Date('2026-11-27T18:30:00Z');
    const [deferred] = spec
      .given([])
      .when({ type: 'StartStep', data: { job: job('view'), policy: policy(friday) } })
      .events();
    expect(deferred.data).toMatchObject({ dueAt: iso(Date.parse('2026-11-30T07:00:00Z') + OPENING + JITTER) });
  });

  it('given working hours are off, then a step runs at any hour', () => {
    const night = new Date('2026-11-28T02:00:00Z');
    const off = { ...paris, workingHours: { ...paris.workingHours, enabled: false } };
    spec
      .given([])
      .when({ type: 'StartStep', data: { job: job('view'), policy: policy(night, off) } })
      .thenNothing();
  });

  it('given a job for another step, a step not yet due, or a finished lead, then it is refused as not runnable', () => {
    spec
      .given([])
      .when({ type: 'StartStep', data: { job: job('invite'), policy: policy() } })
      .thenThrows({ code: 'STEP_NOT_RUNNABLE', reason: 'stale' });
    const viewed = spec.given([]).when(performed('view')).events();
    spec
      .given(viewed)
      .when({ type: 'StartStep', data: { job: job('invite'), policy: policy() } })
      .thenThrows({ reason: 'not-due' });
    const replied = spec
      .given([])
      .when({ type: 'ReplyArrived', data: { profileUrl: action.profileUrl, chatId: null, at: now } })
      .events();
    expect(() =>
      spec
        .given(replied)
        .when({ type: 'StartStep', data: { job: job('view'), policy: policy() } })
        .events(),
    ).toThrow(StepNotRunnable);
  });
});

describe('target decider: outcomes', () => {
  it('given a new lead, when its profile view is performed, then one event records the action, the profile and the next step after its delay plus jitter', () => {
    spec
      .given([])
      .when(performed('view', { profile }))
      .thenMatches([
        {
          type: 'LinkedInActionPerformed',
          data: {
            ...ref,
            action: 'view-profile',
            limit: 'profileViews',
            day: '2026-11-25',
            profile,
            reconciled: false,
            next: {
              stepId: 'invite',
              action: 'send-connection',
              phase: 'act',
              dueAt: iso(now.getTime() + 10 * MIN + JITTER),
              reason: 'sequence-delay',
            },
          },
        },
      ]);
  });

  it('given an invitation went out, then the lead waits for acceptance until the wait period ends, checked then (inside working hours)', () => {
    const events = viewedAndInvited();
    const sentAt = now.getTime() + 11 * MIN;
    expect(events[1]).toMatchObject({
      type: 'LinkedInActionPerformed',
      data: {
        action: 'send-connection',
        invitationId: 'inv-1',
        text: 'Hi Ada',
        awaitUntil: iso(sentAt + 2 * DAY),
        next: { stepId: 'invite', phase: 'await-acceptance', dueAt: iso(sentAt + 2 * DAY), reason: 'acceptance-wait' },
      },
    });
    expect(spec.given(events).state()).toMatchObject({ status: 'awaiting', invited: true, invitationId: 'inv-1' });
  });

  it('given the next step would fall due outside working hours, then it is placed at the next opening plus jitter', () => {
    const late = new Date('2026-11-25T16:55:00Z'); // 17:55 in Paris; +10 min lands after 18:00
    const [event] = spec
      .given([])
      .when(performed('view', {}, late))
      .events();
    expect(event.data).toMatchObject({
      next: {
        stepId: 'invite',
        dueAt: iso(Date.parse('2026-11-26T07:00:00Z') + OPENING + JITTER),
        reason: 'outside-working-hours',
      },
    });
  });

  it('given a step without a wait for acceptance, then the sequence goes on at once on the not-accepted side', () => {
    const noWaitSpec = DeciderSpecification(targetDecider(ref, noWait, createdAt));
    const [event, end] = noWaitSpec
      .given([])
      .when({
        type: 'RecordOutcome',
        data: {
          job: job('invite'),
          outcome: {
            kind: 'performed',
            limit: 'connections',
            day: '2026-11-25',
            text: 'Hi',
            branch: null,
            detail: null,
          },
          action,
          policy: policy(now, paris, noWait),
        },
      })
      .events();
    expect(event.data).toMatchObject({ next: { stepId: 'check' } });
    expect(end).toBeUndefined();
  });

  it('given the lead accepted while the invitation was being sent, then the outcome goes down the accepted side', () => {
    const viewed = spec.given([]).when(performed('view')).events();
    const acceptedEarly = spec
      .given(viewed)
      .when({ type: 'AcceptanceSeen', data: { profileUrl: action.profileUrl, policy: policy() } })
      .events();
    expect(acceptedEarly).toEqual([
      { type: 'ConnectionAccepted', data: { ...ref, profileUrl: action.profileUrl, occurredAt: now.toISOString() } },
    ]);
    const [event] = spec
      .given([...viewed, ...acceptedEarly])
      .when(
        performed('invite', {
          outcome: {
            kind: 'performed',
            limit: 'connections',
            day: '2026-11-25',
            text: 'Hi',
            branch: null,
            detail: null,
          } as never,
        }),
      )
      .events();
    expect(event.data).toMatchObject({ next: { stepId: 'msg', phase: 'act' } });
  });

  it('given the last step, then the action is followed by the end of the sequence', () => {
    const lastSpec = DeciderSpecification(targetDecider(ref, noWait, createdAt));
    const checked = lastSpec
      .given([])
      .when({
        type: 'RecordOutcome',
        data: {
          job: job('invite'),
          outcome: { kind: 'performed', limit: 'connections', day: 'd', text: null, branch: null, detail: null },
          action,
          policy: policy(now, null, noWait),
        },
      })
      .events();
    const atCheck = lastSpec
      .given(checked)
      .when({
        type: 'RecordOutcome',
        data: {
          job: job('check'),
          outcome: { kind: 'performed', limit: null, day: null, text: null, branch: false, detail: 'not connected' },
          action,
          policy: policy(new Date(now.getTime() + 2 * HOUR), null, noWait),
        },
      })
      .events();
    expect(atCheck.map((e) => e.type)).toEqual(['LinkedInActionPerformed', 'TargetCompleted']);
    expect(atCheck[1].data).toMatchObject({ reason: 'sequence-ended' });
  });

  it('given a transient failure, then the same step is retried after a growing wait, and the lead fails after the last attempt', () => {
    const fail = (retryable: boolean): TargetCommand => ({
      type: 'RecordOutcome',
      data: {
        job: job('view'),
        outcome: { kind: 'failed', reason: 'LinkedIn unavailable', retryable },
        action,
        policy: policy(),
      },
    });
    spec
      .given([])
      .when(fail(true))
      .thenMatches([
        { type: 'StepFailed', data: { attempt: 1, retryAt: iso(now.getTime() + retryDelayMs(1) + JITTER) } },
      ]);
    const history: TargetEvent[] = [];
    for (let i = 1; i < MAX_STEP_ATTEMPTS; i++) history.push(...spec.given(history).when(fail(true)).events());
    spec
      .given(history)
      .when(fail(true))
      .thenMatches([
        { type: 'StepFailed', data: { attempt: MAX_STEP_ATTEMPTS, retryAt: null } },
        { type: 'TargetFailed', data: { reason: 'LinkedIn unavailable' } },
      ]);
    spec
      .given([])
      .when(fail(false))
      .thenMatches([{ type: 'StepFailed', data: { retryAt: null } }, { type: 'TargetFailed' }]);
  });

  it('given a failure after the variant was drawn, then StepFailed names the variant (the funnel counts it reached); without one, none', () => {
    const fail = (variantId?: string): TargetCommand => ({
      type: 'RecordOutcome',
      data: {
        job: job('view'),
        outcome: { kind: 'failed', reason: 'gone', retryable: false, ...(variantId ? { variantId } : {}) },
        action,
        policy: policy(),
      },
    });
    expect(spec.given([]).when(fail('b')).events()[0]).toMatchObject({ type: 'StepFailed', data: { variantId: 'b' } });
    expect(spec.given([]).when(fail()).events()[0].data).not.toHaveProperty('variantId');
  });

  it('given a refused reservation, then the step is deferred with its reason, to when it may run, inside working hours', () => {
    const tomorrow = new Date('2026-11-25T23:00:00Z'); // Paris midnight
    spec
      .given([])
      .when({
        type: 'DeferStep',
        data: {
          job: job('view'),
          code: 'daily-limit',
          reason: 'Daily profile view limit reached',
          until: tomorrow,
          policy: policy(),
        },
      })
      .thenMatches([
        {
          type: 'StepDeferred',
          data: { code: 'daily-limit', dueAt: iso(Date.parse('2026-11-26T07:00:00Z') + OPENING + JITTER) },
        },
      ]);
  });

  it("given a delay node, then the next step waits for the node's own delay plus the edge's", () => {
    const events = viewedAndInvited();
    const accepted = spec
      .given(events)
      .when({ type: 'AcceptanceSeen', data: { profileUrl: action.profileUrl, policy: policy() } })
      .events();
    const messaged = spec
      .given([...events, ...accepted])
      .when({
        type: 'RecordOutcome',
        data: {
          job: job('msg'),
          outcome: { kind: 'performed', limit: 'messages', day: 'd', text: 'Hello', branch: null, detail: null },
          action,
          policy: policy(now, null),
        },
      })
      .events();
    const atDelay = new Date(now.getTime() + DAY);
    const [delayed] = spec
      .given([...events, ...accepted, ...messaged])
      .when({
        type: 'RecordOutcome',
        data: {
          job: job('wait'),
          outcome: { kind: 'succeeded', branch: null, detail: null },
          action,
          policy: policy(atDelay, null),
        },
      })
      .events();
    expect(delayed.data).toMatchObject({
      next: { stepId: 'follow', dueAt: iso(atDelay.getTime() + 2 * HOUR + JITTER) },
    });
  });
});

describe('target decider: acceptance', () => {
  it('given an invitation waited for, when acceptance is seen, then one event records it and moves to the accepted side', () => {
    spec
      .given(viewedAndInvited())
      .when({ type: 'AcceptanceSeen', data: { profileUrl: action.profileUrl, policy: policy() } })
      .thenMatches([
        {
          type: 'ConnectionAccepted',
          data: { ...ref, next: { stepId: 'msg', phase: 'act', dueAt: iso(now.getTime() + HOUR + JITTER) } },
        },
      ]);
  });

  it('given acceptance was recorded, when seen again, then nothing is recorded', () => {
    const events = viewedAndInvited();
    const once = spec
      .given(events)
      .when({ type: 'AcceptanceSeen', data: { profileUrl: action.profileUrl, policy: policy() } })
      .events();
    spec
      .given([...events, ...once])
      .when({ type: 'AcceptanceSeen', data: { profileUrl: action.profileUrl, policy: policy() } })
      .thenNothing();
  });

  it('given the wait ran out without acceptance and no not-accepted side, then the sequence ends as not accepted', () => {
    const expiry = new Date(now.getTime() + 4 * DAY);
    spec
      .given(viewedAndInvited())
      .when({
        type: 'RecordOutcome',
        data: {
          job: job('invite', 'await-acceptance'),
          outcome: { kind: 'succeeded', branch: false, detail: 'not accepted in time' },
          action,
          policy: policy(expiry),
        },
      })
      .thenMatches([
        { type: 'StepSucceeded', data: { branch: false, next: null } },
        { type: 'TargetCompleted', data: { reason: 'not-accepted' } },
      ]);
  });

  it('given the wait ran out but the runner finds the lead connected, then it is an acceptance', () => {
    spec
      .given(viewedAndInvited())
      .when({
        type: 'RecordOutcome',
        data: {
          job: job('invite', 'await-acceptance'),
          outcome: { kind: 'succeeded', branch: true, detail: null },
          action,
          policy: policy(),
        },
      })
      .thenMatches([{ type: 'ConnectionAccepted', data: { next: { stepId: 'msg' } } }]);
  });
});

describe('target decider: replies', () => {
  const reply: TargetCommand = {
    type: 'ReplyArrived',
    data: { profileUrl: action.profileUrl, chatId: 'chat-1', at: now },
  };
  it.each([
    ['scheduled', (): TargetEvent[] => []],
    ['waiting for acceptance', viewedAndInvited],
    [
      'deferred',
      (): TargetEvent[] =>
        spec
          .given([])
          .when({
            type: 'DeferStep',
            data: {
              job: job('view'),
              code: 'spacing',
              reason: 'spacing',
              until: new Date(now.getTime() + DAY),
              policy: policy(),
            },
          })
          .events(),
    ],
    [
      'running',
      (): TargetEvent[] => [
        {
          type: 'QuotaReserved',
          data: {
            accountId: 'acc',
            day: 'd',
            key: 'k',
            limit: 'profileViews',
            campaignId: 'c1',
            targetId: 'c1_0',
            stepId: 'view',
            jobId: 'j',
            occurredAt: now.toISOString(),
          },
        } as never,
      ],
    ],
  ])('given a lead %s, when the lead replies, then the sequence ends at once', (_, history) => {
    spec
      .given(history())
      .when(reply)
      .then([
        {
          type: 'LeadReplied',
          data: { ...ref, profileUrl: action.profileUrl, chatId: 'chat-1', occurredAt: now.toISOString() },
        },
        { type: 'TargetCompleted', data: { ...ref, reason: 'replied', occurredAt: now.toISOString() } },
      ]);
  });

  it('given a reply recorded, when it arrives again, then nothing; after the end, a reply is still a fact', () => {
    const replied = spec.given([]).when(reply).events();
    spec.given(replied).when(reply).thenNothing();
    const failed = spec
      .given([])
      .when({
        type: 'RecordOutcome',
        data: {
          job: job('view'),
          outcome: { kind: 'failed', reason: 'gone', retryable: false },
          action,
          policy: policy(),
        },
      })
      .events();
    spec
      .given(failed)
      .when(reply)
      .thenMatches([{ type: 'LeadReplied' }]);
  });

  it('given a reply ended the lead mid-step, when the action is recorded, then it is counted but moves nothing; a failure records nothing', () => {
    const replied = spec.given([]).when(reply).events();
    spec
      .given(replied)
      .when(performed('view'))
      .thenMatches([{ type: 'LinkedInActionPerformed', data: { action: 'view-profile', next: null } }]);
    spec
      .given(replied)
      .when({
        type: 'RecordOutcome',
        data: { job: job('view'), outcome: { kind: 'failed', reason: 'x', retryable: true }, action, policy: policy() },
      })
      .thenNothing();
  });
});

describe('target decider: reconciling a crashed attempt', () => {
  it('given the action is found done, then it is recorded as performed (reconciled) with the next step', () => {
    spec
      .given([])
      .when({
        type: 'ReconcileStep',
        data: {
          job: job('view'),
          found: {
            done: true,
            limit: 'profileViews',
            day: '2026-11-25',
            text: null,
            branch: null,
            detail: 'taken as done',
          },
          action,
          policy: policy(),
        },
      })
      .thenMatches([{ type: 'LinkedInActionPerformed', data: { reconciled: true, next: { stepId: 'invite' } } }]);
  });

  it('given the action is found not done, then nothing is recorded (the runner acts under the same reservation)', () => {
    spec
      .given([])
      .when({ type: 'ReconcileStep', data: { job: job('view'), found: { done: false }, action, policy: policy() } })
      .thenNothing();
  });
});

describe('target state: one name per state', () => {
  it('walks scheduled → running → awaiting → scheduled → completed, keeping the last action and the reply', () => {
    expect(spec.given([]).state()).toMatchObject({ status: 'scheduled', stepId: 'view', action: 'view-profile' });
    const reserved: DomainEvent = { type: 'QuotaReserved', data: { stepId: 'view', occurredAt: now.toISOString() } };
    expect(spec.given([reserved]).state().status).toBe('running');
    expect(spec.given([reserved, ...viewedAndInvited()]).state()).toMatchObject({
      status: 'awaiting',
      phase: 'await-acceptance',
      waitReason: 'acceptance-wait',
      lastAction: { action: 'send-connection', text: 'Hi Ada' },
    });
    const accepted = spec
      .given(viewedAndInvited())
      .when({ type: 'AcceptanceSeen', data: { profileUrl: action.profileUrl, policy: policy() } })
      .events();
    expect(spec.given([reserved, ...viewedAndInvited(), ...accepted]).state()).toMatchObject({
      status: 'scheduled',
      stepId: 'msg',
      connected: true,
    });
    const replied = spec
      .given([...viewedAndInvited(), ...accepted])
      .when({ type: 'ReplyArrived', data: { profileUrl: '', chatId: null, at: now } })
      .events();
    expect(spec.given([reserved, ...viewedAndInvited(), ...accepted, ...replied]).state()).toMatchObject({
      status: 'completed',
      endReason: 'replied',
      replied: true,
      dueAt: null,
    });
  });

  it('folds a stream written before outcomes carried the next step', () => {
    const old = [
      {
        type: 'StepStarted',
        data: {
          ...ref,
          stepId: 'view',
          action: 'view-profile',
          phase: 'act',
          attempt: 1,
          occurredAt: now.toISOString(),
        },
      },
      {
        type: 'LinkedInActionPerformed',
        data: {
          ...ref,
          accountId: 'acc',
          stepId: 'view',
          action: 'view-profile',
          limit: 'profileViews',
          profileUrl: '',
          campaignName: '',
          text: null,
          occurredAt: now.toISOString(),
        },
      },
      {
        type: 'StepSucceeded',
        data: {
          ...ref,
          stepId: 'view',
          action: 'view-profile',
          branch: null,
          detail: null,
          occurredAt: now.toISOString(),
        },
      },
      {
        type: 'StepScheduled',
        data: {
          ...ref,
          stepId: 'invite',
          phase: 'act',
          dueAt: iso(now.getTime() + HOUR),
          occurredAt: now.toISOString(),
        },
      },
    ];
    const state = spec.given(old).state();
    expect(state).toMatchObject({
      status: 'scheduled',
      stepId: 'invite',
      dueAt: iso(now.getTime() + HOUR),
      openSince: null,
      attempt: 0,
    });
  });
});
