import type { DomainEvent } from '../events/event';
import { summarizeEvent } from './event-summary';
import { eventTime } from './event-time';
import { HISTORY_CSV_HEADER, historyCsvLine, type HistoryEntry } from './history-entry';
import { summaryContextOf } from './summary-context';
import { sparseProfile } from '../testing/profile-fixtures';

const leads = [
  { targetId: 'c1_0', profileUrl: 'https://www.linkedin.com/in/ada-lovelace/' },
  { targetId: 'c1_1', profileUrl: 'https://www.linkedin.com/in/grace-hopper/' },
];
const nodes = [
  {
    id: 'invite',
    type: 'send-connection' as const,
    data: { type: 'send-connection' as const, label: 'Send Connection', params: {} },
  },
  { id: 'msg', type: 'send-message' as const, data: { type: 'send-message' as const, label: '', params: {} } },
];
const ada = sparseProfile({ providerId: 'p', publicId: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
const context = summaryContextOf(leads, nodes, new Map([['c1_0', ada]]));
const ref = { campaignId: 'c1', targetId: 'c1_0' };
const event = (type: string, data: object): DomainEvent => ({ type, data: { ...ref, ...data } });
const performed = (data: object) =>
  event('LinkedInActionPerformed', {
    accountId: 'acc',
    stepId: 'invite',
    limit: 'connections',
    profileUrl: leads[0].profileUrl,
    campaignName: 'Launch',
    text: null,
    occurredAt: '2026-11-25T09:00:00.000Z',
    ...data,
  });

describe('event summaries', () => {
  it.each([
    [
      performed({
        action: 'send-connection',
        text: 'Hi Ada, I loved your notes on the Analytical Engine and would like to connect',
        next: {
          stepId: 'invite',
          action: 'send-connection',
          phase: 'await-acceptance',
          dueAt: 'x',
          reason: 'acceptance-wait',
        },
      }),
      "Invitation sent to Ada Lovelace with note 'Hi Ada, I loved your notes on the Analyt…'; now waiting for acceptance",
    ],
    [performed({ action: 'send-connection' }), 'Invitation sent to Ada Lovelace without a note'],
    [
      performed({
        action: 'send-message',
        stepId: 'msg',
        text: 'Thanks!',
        next: { stepId: 'invite', action: 'send-connection', phase: 'act', dueAt: 'x', reason: 'sequence-delay' },
      }),
      "Message sent to Ada Lovelace: 'Thanks!'; next: Send Connection",
    ],
    [
      performed({ action: 'view-profile', reconciled: true }),
      'Profile of Ada Lovelace viewed (found done after an interrupted attempt)',
    ],
    [
      performed({ action: 'check-connection', branch: true, limit: null }),
      'Checked whether Ada Lovelace is connected: yes',
    ],
    [
      { type: 'LeadReplied', data: { ...ref, targetId: 'c1_1', profileUrl: '', chatId: null, occurredAt: 'x' } },
      'grace-hopper replied',
    ],
    [
      event('StepDeferred', {
        stepId: 'msg',
        reason: 'Daily limit reached for this action: waiting for tomorrow',
        dueAt: 'x',
        occurredAt: 'x',
      }),
      'Send message for Ada Lovelace postponed: Daily limit reached for this action: waiting for tomorrow',
    ],
    [
      event('StepFailed', {
        stepId: 'invite',
        action: 'send-connection',
        attempt: 2,
        reason: 'LinkedIn answered 500',
        retryAt: 'x',
        occurredAt: 'x',
      }),
      'Send Connection failed for Ada Lovelace (attempt 2): LinkedIn answered 500; will try again',
    ],
    [
      event('TargetCompleted', { reason: 'not-accepted', occurredAt: 'x' }),
      'Sequence of Ada Lovelace ended: the invitation was not accepted',
    ],
    [
      event('QuotaReserved', { limit: 'connections', day: '2026-11-25', stepId: 'invite' }),
      'Quota reserved: an invitation for Ada Lovelace on 2026-11-25 (Send Connection)',
    ],
    [event('QuotaReleased', { reason: 'deferred' }), 'Quota given back for Ada Lovelace: the step was postponed'],
    [
      {
        type: 'CampaignStatusChanged',
        data: { campaignId: 'c1', status: 'active', previousStatus: 'paused', occurredAt: 'x' },
      },
      'Campaign resumed',
    ],
    [{ type: 'SomethingNewHappened', data: {} }, 'Something new happened'],
  ])('summary %#', (e, expected) => {
    expect(summarizeEvent(e, context)).toBe(expected);
  });

  it("an event's time is the clock's time its data records", () => {
    expect(eventTime(performed({ action: 'view-profile' }))).toBe('2026-11-25T09:00:00.000Z');
    expect(eventTime({ type: 'QuotaReleased', data: { occurredAt: '2026-11-26T10:00:00.000Z' } })).toBe(
      '2026-11-26T10:00:00.000Z',
    );
    expect(eventTime({ type: 'Opaque', data: { n: 1 } })).toBeUndefined();
  });

  it('a CSV line quotes commas, quotes and line breaks, and defuses formulas', () => {
    const entry: HistoryEntry = {
      position: '7:42',
      type: 'LinkedInActionPerformed',
      time: 't',
      recordedAt: 'r',
      actor: 'runner',
      correlationId: 'c',
      causationId: null,
      streamId: 'campaign_target-c1_0',
      targetId: 'c1_0',
      summary: `Message sent to Ada: 'Hi, "you"\nthere'`,
      data: {},
    };
    expect(HISTORY_CSV_HEADER).toBe(
      'position,time,recordedAt,type,actor,targetId,summary,correlationId,causationId,streamId',
    );
    expect(historyCsvLine(entry)).toBe(
      `7:42,t,r,LinkedInActionPerformed,runner,c1_0,"Message sent to Ada: 'Hi, ""you""\nthere'",c,,campaign_target-c1_0`,
    );
    expect(historyCsvLine({ ...entry, summary: '=HYPERLINK("x")' })).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
