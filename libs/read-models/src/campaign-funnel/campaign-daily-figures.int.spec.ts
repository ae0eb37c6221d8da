import { describeWithPostgres } from '@outflow/testing';
import type { LinkedInActionPerformed, TargetEvent } from '@outflow/domain';
import { campaignCreated } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { campaignDailyFigures } from './campaign-daily-figures.queries';
import { campaignFunnelProjection } from './campaign-funnel.projection';

const acted = (
  campaignId: string,
  targetId: string,
  stepId: string,
  action: 'send-connection' | 'send-message',
  at: string,
): LinkedInActionPerformed => ({
  type: 'LinkedInActionPerformed',
  data: {
    campaignId,
    targetId,
    accountId: 'acc-1',
    stepId,
    action,
    phase: 'act',
    limit: action === 'send-connection' ? 'connections' : 'messages',
    day: null,
    profileUrl: `https://www.linkedin.com/in/${targetId}`,
    campaignName: 'D',
    text: 'Hi',
    occurredAt: at,
    next: null,
  },
});

const ev = (e: TargetEvent) => e;

describeWithPostgres('campaign figures by local day', () => {
  const rm = readModelDatabase();

  it('slices invitations, acceptances, messages and replies by the account zone, calendar days filled', async () => {
    const c = 'dd-c1';
    await project(rm.db, campaignFunnelProjection, [
      recorded('dd-u', campaignCreated(c, ['dd-t1', 'dd-t2'])),
      // 03:00 UTC on the 22nd is the 21st in New York; 10:00 UTC is the 22nd there too.
      recorded('dd-u', acted(c, 'dd-t1', 'step-1', 'send-connection', '2026-11-22T03:00:00.000Z')),
      recorded('dd-u', acted(c, 'dd-t2', 'step-1', 'send-connection', '2026-11-22T10:00:00.000Z')),
      recorded(
        'dd-u',
        ev({
          type: 'ConnectionAccepted',
          data: {
            campaignId: c,
            targetId: 'dd-t1',
            profileUrl: 'x',
            occurredAt: '2026-11-23T04:00:00.000Z',
            next: {
              stepId: 'step-2',
              action: 'send-message',
              phase: 'act',
              dueAt: '2026-11-24T15:00:00.000Z',
              reason: 'sequence-delay',
            },
          },
        }),
      ),
      recorded('dd-u', acted(c, 'dd-t1', 'step-2', 'send-message', '2026-11-24T15:00:00.000Z')),
      // Two replies of one lead count once, on the day of the first.
      ...['2026-11-25T02:00:00.000Z', '2026-11-26T09:00:00.000Z'].map((at) =>
        recorded(
          'dd-u',
          ev({
            type: 'LeadReplied',
            data: { campaignId: c, targetId: 'dd-t1', profileUrl: 'x', chatId: null, occurredAt: at },
          }),
        ),
      ),
    ]);
    const zero = { invitationsSent: 0, invitationsAccepted: 0, messagesSent: 0, replies: 0 };
    expect(await campaignDailyFigures(rm.db, 'dd-u', 'America/New_York', c)).toEqual([
      { ...zero, day: '2026-11-21', invitationsSent: 1 },
      { ...zero, day: '2026-11-22', invitationsSent: 1, invitationsAccepted: 1 },
      { ...zero, day: '2026-11-23' },
      { ...zero, day: '2026-11-24', messagesSent: 1, replies: 1 },
    ]);
    // In UTC the same instants fall on other days: the zone decides, not the stored instant's date.
    expect(await campaignDailyFigures(rm.db, 'dd-u', 'UTC', c)).toEqual([
      { ...zero, day: '2026-11-22', invitationsSent: 2 },
      { ...zero, day: '2026-11-23', invitationsAccepted: 1 },
      { ...zero, day: '2026-11-24', messagesSent: 1 },
      { ...zero, day: '2026-11-25', replies: 1 },
    ]);
    // The workspace's figures hold every campaign's; another tenant sees none.
    expect(await campaignDailyFigures(rm.db, 'dd-u', 'UTC', null)).toHaveLength(4);
    expect(await campaignDailyFigures(rm.db, 'dd-other', 'UTC', c)).toEqual([]);
  });
});
