import { describeWithPostgres } from '@outflow/testing';
import type { CampaignCreated, LinkedInActionPerformed, TargetEvent } from '@outflow/domain';
import { INVITE_THEN_MESSAGE, invitationSent } from '../../../domain/src/testing/invitation-fixtures';
import { campaignCreated } from '../testing/campaign-events';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { campaignFunnelProjection } from './campaign-funnel.projection';
import { campaignFunnelGroups } from './campaign-funnel.queries';

const created = (campaignId: string, targets: string[]): CampaignCreated => {
  const base = campaignCreated(campaignId, targets);
  return { ...base, data: { ...base.data, sequence: INVITE_THEN_MESSAGE } };
};

const invited = (campaignId: string, targetId: string, variantId: string, at: string): LinkedInActionPerformed =>
  invitationSent({ campaignId, targetId }, at, {
    day: at.slice(0, 10),
    campaignName: 'F',
    text: variantId === 'a' ? 'Hi' : null,
    variantId,
  });

const ev = (e: TargetEvent) => e;

describeWithPostgres('campaign_funnel_leads read model', () => {
  const rm = readModelDatabase();

  it('counts per step and variant what was sent and what followed it', async () => {
    const c = 'fn-c1';
    const ids = ['fn-t1', 'fn-t2', 'fn-t3', 'fn-t4'];
    const at = (h: number) => new Date(Date.UTC(2026, 10, 22, h)).toISOString();
    await project(rm.db, campaignFunnelProjection, [
      recorded('fn-u', created(c, ids)),
      recorded('fn-u', invited(c, 'fn-t1', 'a', at(10))),
      recorded('fn-u', invited(c, 'fn-t2', 'a', at(10))),
      recorded('fn-u', invited(c, 'fn-t3', 'b', at(10))),
      // t1 accepts and moves on to the message, then replies two days later.
      recorded(
        'fn-u',
        ev({
          type: 'ConnectionAccepted',
          data: {
            campaignId: c,
            targetId: 'fn-t1',
            profileUrl: 'x',
            occurredAt: at(12),
            next: { stepId: 'msg', action: 'send-message', phase: 'act', dueAt: at(13), reason: 'sequence-delay' },
          },
        }),
      ),
      recorded(
        'fn-u',
        ev({
          type: 'LeadReplied',
          data: { campaignId: c, targetId: 'fn-t1', profileUrl: 'x', chatId: null, occurredAt: at(58) },
        }),
      ),
      recorded(
        'fn-u',
        ev({
          type: 'TargetCompleted',
          data: { campaignId: c, targetId: 'fn-t1', reason: 'replied', occurredAt: at(58) },
        }),
      ),
      // t3 fails for good; t4 was never reached by an action and is on the Do-Not-Contact list.
      recorded(
        'fn-u',
        ev({ type: 'TargetFailed', data: { campaignId: c, targetId: 'fn-t3', reason: 'x', occurredAt: at(11) } }),
      ),
      recorded(
        'fn-u',
        ev({
          type: 'TargetCompleted',
          data: { campaignId: c, targetId: 'fn-t4', reason: 'do-not-contact', occurredAt: at(11) },
        }),
      ),
    ]);
    const groups = await campaignFunnelGroups(rm.db, 'fn-u', c);
    const find = (stepId: string, variantId: string | null) =>
      groups.find((g) => g.stepId === stepId && g.variantId === variantId);
    expect(find('invite', 'a')).toEqual({
      stepId: 'invite',
      variantId: 'a',
      reached: 2,
      performed: 2,
      accepted: 1,
      repliedWithin7Days: 1,
      replied: 1,
      stoppedByReply: 0,
      stoppedByFailure: 0,
      stoppedByDoNotContact: 0,
    });
    expect(find('invite', 'b')).toMatchObject({ reached: 1, performed: 1, accepted: 0, stoppedByFailure: 1 });
    expect(find('invite', null)).toMatchObject({ reached: 1, performed: 0, stoppedByDoNotContact: 1 });
    // The reply ended t1's sequence at the message step it had reached (nothing sent there yet).
    expect(find('msg', null)).toMatchObject({ reached: 1, performed: 0, replied: 0, stoppedByReply: 1 });
    // Another user sees nothing of it.
    expect(await campaignFunnelGroups(rm.db, 'fn-other', c)).toEqual([]);
  });

  it("holds the same rows whether a campaign's events come in one batch, in two or one by one", async () => {
    const c = 'fb-c1';
    const at = (h: number) => new Date(Date.UTC(2026, 10, 22, h)).toISOString();
    const events = [
      recorded('fb-u', created(c, ['fb-t1', 'fb-t2', 'fb-t3'])),
      recorded('fb-u', invited(c, 'fb-t1', 'a', at(10))),
      recorded('fb-u', invited(c, 'fb-t2', 'b', at(10))),
      recorded(
        'fb-u',
        ev({ type: 'TargetFailed', data: { campaignId: c, targetId: 'fb-t2', reason: 'x', occurredAt: at(11) } }),
      ),
      recorded('fb-u', {
        type: 'CampaignLeadsRemoved',
        data: { campaignId: c, targetIds: ['fb-t3'], occurredAt: at(11) },
      }),
      recorded(
        'fb-u',
        ev({
          type: 'ConnectionAccepted',
          data: {
            campaignId: c,
            targetId: 'fb-t1',
            profileUrl: 'x',
            occurredAt: at(12),
            next: { stepId: 'msg', action: 'send-message', phase: 'act', dueAt: at(13), reason: 'sequence-delay' },
          },
        }),
      ),
    ];
    const rows = () =>
      rm.db
        .selectFrom('campaign_funnel_leads')
        .selectAll()
        .where('campaign_id', '=', c)
        .orderBy('target_id')
        .orderBy('step_id')
        .execute();
    const clear = () => rm.db.deleteFrom('campaign_funnel_leads').where('campaign_id', '=', c).execute();

    for (const e of events) await project(rm.db, campaignFunnelProjection, [e]);
    const oneByOne = await rows();
    // The removed lead's row is gone, the others hold their steps.
    expect(oneByOne.map((r) => `${r.target_id}:${r.step_id}`)).toEqual(['fb-t1:invite', 'fb-t1:msg', 'fb-t2:invite']);

    await clear();
    await project(rm.db, campaignFunnelProjection, events);
    expect(await rows()).toEqual(oneByOne);

    await clear();
    await project(rm.db, campaignFunnelProjection, events.slice(0, 3));
    await project(rm.db, campaignFunnelProjection, events.slice(3));
    expect(await rows()).toEqual(oneByOne);

    // A deleted campaign leaves no rows, in the batch that fills it too.
    await clear();
    await project(rm.db, campaignFunnelProjection, [
      ...events,
      recorded('fb-u', { type: 'CampaignDeleted', data: { campaignId: c, occurredAt: at(14) } }),
    ]);
    expect(await rows()).toEqual([]);
  });
});
