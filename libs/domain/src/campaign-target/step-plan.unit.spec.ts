import { accountContextOf, type AccountContext } from '../account-hold/account-context';
import { accountHoldDecider } from '../account-hold/account-hold';
import { edge, node } from '../campaign/test-sequences';
import { convertSequence } from '../sequence/convert-sequence';
import type { CampaignState } from '../campaign/campaign-state';
import type { LeadProfile } from '../campaign/lead-profile';
import { contactDecider } from '../contact/contact.decider';
import type { ContactEvent } from '../contact/contact-events';
import type { DomainEvent } from '../events/event';
import { initialLinkedInAccountState } from '../linkedin-account/linkedin-account-state';
import { rateLimitsDecider } from '../rate-limits/rate-limits.decider';
import { actingWindow } from '../schedule/acting-window';
import { defaultScheduleSettings } from '../schedule/schedule-settings';
import { scheduleDecider } from '../schedule/schedule.decider';
import { initialSubscriptionState } from '../subscription/subscription-state';
import { sparseProfile } from '../testing/profile-fixtures';
import { enrolmentOf, planStep, settleContact, type StepPlanInput } from './step-plan';
import type { TargetEvent } from './target-events';
import { targetDecider } from './target.decider';

const HOUR = 3_600_000;
// Wednesday 2026-11-25, 10:00 in Paris: inside the default window (Monday–Friday 08:00–18:00).
const now = new Date('2026-11-25T09:00:00Z');
const createdAt = new Date(now.getTime() - 2 * HOUR).toISOString();
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const { sequence } = convertSequence(
  [node('view', 'view-profile'), node('wait', 'delay', { hours: 1 }), node('msg', 'send-message', { message: 'Hi' })],
  [edge('view', 'wait', 0), edge('wait', 'msg', 0)],
  { name: 'n', newId: () => 'x' },
);
const profileUrl = 'https://www.linkedin.com/in/ada-lovelace/';
const campaign = (overrides: Partial<Extract<CampaignState, { exists: true }>> = {}): CampaignState => ({
  exists: true,
  campaignId: 'c1',
  userId: 'u1',
  name: 'Launch',
  accountId: 'acc',
  senders: ['acc'],
  sequence,
  sequenceVersion: 1,
  leads: [{ targetId: 'c1_0', profileUrl, position: 0 }],
  nextPosition: 1,
  allowPreviouslyContacted: false,
  status: 'active',
  deleted: false,
  createdAt,
  ...overrides,
});
const connected: AccountContext = {
  ...accountContextOf(
    {
      account: { ...initialLinkedInAccountState, connection: 'connected', accountId: 'acc' },
      subscription: { ...initialSubscriptionState, status: 'active', currentPeriodEnd: at(30 * 24 * HOUR) },
      limits: rateLimitsDecider.initialState(),
      schedule: scheduleDecider.initialState(),
      holds: accountHoldDecider.initialState(),
    },
    now,
  ),
  schedule: defaultScheduleSettings('Europe/Paris'),
  // A connected, paying account (its own rules are accountContextOf's specs').
  hold: null,
};
const job = { campaignId: 'c1', targetId: 'c1_0', stepId: 'view', phase: 'act' as const };
const targets = targetDecider({ campaignId: 'c1', targetId: 'c1_0' }, sequence, createdAt);
const fold = <S>(evolve: (s: S, e: DomainEvent) => S, initial: S, events: readonly DomainEvent[]) =>
  events.reduce(evolve, initial);

/** Given the lead's and the member's histories (and the account), when the step is due: the plan. */
function given(
  history: { target?: TargetEvent[]; contact?: ContactEvent[] } = {},
  overrides: Partial<StepPlanInput> = {},
) {
  const input: StepPlanInput = {
    job,
    campaign: campaign(),
    target: fold(targets.evolve, targets.initialState(), history.target ?? []),
    contact: fold(contactDecider.evolve, contactDecider.initialState(), history.contact ?? []),
    holderEnded: false,
    account: connected,
    timing: { now, jitterMs: 0, window: actingWindow(connected.schedule) },
    ...overrides,
  };
  return { when: () => planStep(input) };
}

const contactAdded: ContactEvent = {
  type: 'ContactAdded',
  data: {
    contactId: 'ada-lovelace',
    ownerId: 'u1',
    profileUrl,
    providerId: null,
    publicId: 'ada-lovelace',
    name: null,
    source: 'campaign',
    occurredAt: createdAt,
  },
};
const enrolled = (campaignId: string, targetId: string): ContactEvent => ({
  type: 'ContactEnrolled',
  data: { contactId: 'ada-lovelace', campaignId, targetId, occurredAt: createdAt },
});
const profileOf = (providerId: string): LeadProfile => sparseProfile({ providerId });
const replied = (when: string): ContactEvent => ({
  type: 'ContactReplied',
  data: {
    contactId: 'ada-lovelace',
    chatId: 'chat1',
    messageId: `m-${when}`,
    repliedAt: when,
    text: 'Hi!',
    occurredAt: when,
  },
});

describe('planStep: what the runner does with a due step', () => {
  it('enrols the member on the sequence first touch, then acts under the step limit', () => {
    expect(given().when()).toMatchObject({
      kind: 'act',
      limit: 'profileViews',
      touchesLinkedIn: true,
      contactEvents: [
        {
          type: 'ContactEnrolled',
          data: { campaignId: 'c1', targetId: 'c1_0', member: { ownerId: 'u1', profileUrl, providerId: null } },
        },
      ],
    });
  });

  it('enrols with the member id a silent read found before the claim: one contact event', () => {
    const plan = given().when();
    if (plan.kind !== 'act') throw new Error(`expected act, got ${plan.kind}`);
    const read = {
      ...profileOf('ACoAda'),
      publicId: 'ada-lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
    };
    const contact = contactDecider.initialState();
    expect(enrolmentOf(plan, contact, read)).toEqual([
      {
        type: 'ContactEnrolled',
        data: {
          contactId: 'ada-lovelace',
          campaignId: 'c1',
          targetId: 'c1_0',
          occurredAt: now.toISOString(),
          member: { ownerId: 'u1', profileUrl, providerId: 'ACoAda', publicId: 'ada-lovelace', name: 'Ada Lovelace' },
        },
      },
    ]);
    // Nothing read: the plan's own enrolment.
    expect(enrolmentOf(plan, contact, null)).toBe(plan.contactEvents);
  });

  it('enrols a contact known by its id already with no identity to repeat', () => {
    const known = { ...contactAdded, data: { ...contactAdded.data, providerId: 'ACoAda' } } as ContactEvent;
    const plan = given({ contact: [known] }).when();
    if (plan.kind !== 'act') throw new Error(`expected act, got ${plan.kind}`);
    const [event] = enrolmentOf(
      plan,
      fold(contactDecider.evolve, contactDecider.initialState(), [known]),
      profileOf('ACoAda'),
    );
    expect(event).toMatchObject({ type: 'ContactEnrolled', data: { targetId: 'c1_0' } });
    expect(event.data).not.toHaveProperty('member');
  });

  it('acts without enrolling again once the member is held by this lead', () => {
    expect(given({ contact: [contactAdded, enrolled('c1', 'c1_0')] }).when()).toMatchObject({
      kind: 'act',
      contactEvents: [],
    });
  });

  it.each<[string, Partial<StepPlanInput>, string]>([
    ['a deleted campaign', { campaign: campaign({ deleted: true }) }, 'finished'],
    ['a paused campaign', { campaign: campaign({ status: 'paused' }) }, 'inactive'],
    ['a job for another step', { job: { ...job, stepId: 'msg' } }, 'stale'],
    ['a lead not in the campaign', { job: { ...job, targetId: 'c1_9' } }, 'finished'],
  ])('drops %s', (_, overrides, reason) => {
    expect(given({}, overrides).when()).toEqual({ kind: 'drop', reason });
  });

  it('drops a job that comes before its step is due', () => {
    const viewed = targets.decide(
      {
        type: 'RecordOutcome',
        data: {
          job: { stepId: 'view', phase: 'act' },
          outcome: {
            kind: 'performed',
            limit: 'profileViews',
            day: '2026-11-25',
            text: null,
            branch: null,
            detail: null,
          },
          action: { accountId: 'acc', profileUrl, campaignName: 'Launch' },
          policy: { sequence, now, jitterMs: 0, window: null },
        },
      },
      targets.initialState(),
    );
    // Now at the delay step, due at once; its message step is an hour after that.
    const waiting = given({ target: viewed }, { job: { ...job, stepId: 'msg' } });
    expect(waiting.when()).toEqual({ kind: 'drop', reason: 'stale' });
  });

  it('stops the sequence for a reply written after the campaign started: the lead replied, the member freed', () => {
    const plan = given({ contact: [contactAdded, enrolled('c1', 'c1_0'), replied(at(-HOUR))] }).when();
    expect(plan).toMatchObject({
      kind: 'stop',
      targetEvents: [
        { type: 'LeadReplied', data: { chatId: 'chat1', repliedAt: at(-HOUR) } },
        { type: 'TargetCompleted', data: { reason: 'replied' } },
      ],
      contactEvents: [{ type: 'ContactSequenceEnded', data: { outcome: 'replied', targetId: 'c1_0' } }],
    });
  });

  it('stops the sequence of a member put on the Do-Not-Contact list mid-sequence', () => {
    const listed: ContactEvent = {
      type: 'ContactDoNotContactAdded',
      data: { contactId: 'ada-lovelace', code: 'user', reason: null, occurredAt: at(-HOUR) },
    };
    expect(given({ contact: [contactAdded, enrolled('c1', 'c1_0'), listed] }).when()).toMatchObject({
      kind: 'stop',
      targetEvents: [{ type: 'TargetCompleted', data: { reason: 'do-not-contact' } }],
      contactEvents: [{ type: 'ContactSequenceEnded', data: { outcome: 'stopped' } }],
    });
  });

  it('leaves the member alone while another campaign holds them, and takes them once it ended (with consent)', () => {
    const held = { contact: [contactAdded, enrolled('c0', 'c0_3')] };
    expect(given(held).when()).toMatchObject({
      kind: 'stop',
      targetEvents: [{ type: 'TargetCompleted', data: { reason: 'in-another-campaign' } }],
    });
    expect(given(held, { holderEnded: true }).when()).toMatchObject({
      kind: 'stop',
      targetEvents: [{ type: 'TargetCompleted', data: { reason: 'previously-contacted' } }],
    });
    const consenting = { holderEnded: true, campaign: campaign({ allowPreviouslyContacted: true }) };
    expect(given(held, consenting).when()).toMatchObject({ kind: 'act', contactEvents: [{ type: 'ContactEnrolled' }] });
  });

  it('defers a step outside the working window to its next opening', () => {
    const evening = new Date('2026-11-25T19:00:00Z');
    const window = actingWindow(connected.schedule);
    const plan = given({}, { timing: { now: evening, jitterMs: 0, window } }).when();
    expect(plan).toMatchObject({
      kind: 'defer',
      targetEvents: [
        { type: 'StepDeferred', data: { code: 'outside-working-hours', dueAt: '2026-11-26T07:01:00.000Z' } },
      ],
    });
  });

  it('defers a LinkedIn step while the account is held, and lets a delay run', () => {
    const held = { ...connected, hold: { code: 'account-disconnected' as const, reason: 'gone', until: null } };
    expect(given({}, { account: held }).when()).toMatchObject({
      kind: 'defer',
      targetEvents: [{ type: 'StepDeferred', data: { code: 'account-disconnected' } }],
    });
  });
});

describe('settleContact: what the contact hears after an outcome', () => {
  const input = { job, ownerId: 'u1', profileUrl, now };
  it('learns the member id a first fetch found, and frees the member when the sequence ended', () => {
    const ended: TargetEvent = {
      type: 'TargetCompleted',
      data: { campaignId: 'c1', targetId: 'c1_0', reason: 'sequence-ended', occurredAt: at(0) },
    };
    expect(
      settleContact(input, [ended], { providerId: 'ACoAda', publicId: 'ada-lovelace', name: 'Ada' }),
    ).toMatchObject([
      { type: 'RecordContact', data: { member: { providerId: 'ACoAda', memberKey: 'ada-lovelace' } } },
      { type: 'EndContactSequence', data: { outcome: 'completed', targetId: 'c1_0' } },
    ]);
    expect(settleContact(input, [], null)).toEqual([]);
  });
});
