import { SUPPORT_READ_LABELS, type SupportAccessRecorded } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { accessLogProjection } from './access-log.projection';
import { campaignsProjection } from '../campaigns/campaigns.projection';
import { leadsProjection } from '../leads/leads.projection';
import { campaignCreated } from '../testing/campaign-events';
import { findAccessLog } from './access-log.queries';

const access = (userId: string, at: string, campaignId: string | null = null): SupportAccessRecorded => ({
  type: 'SupportAccessRecorded',
  data: {
    userId,
    supportUserId: 'sup-1',
    supportEmail: 'support@example.com',
    supportName: 'Sue Port',
    what: campaignId ? 'campaign-state' : 'account',
    campaignId,
    detail: null,
    occurredAt: at,
  },
});

describeWithPostgres('access_log read model', () => {
  const rm = readModelDatabase();

  it('logs every support read once (keyed by its event) and pages it newest first', async () => {
    const first = recorded('al-1', access('al-1', '2026-11-22T10:00:00.000Z'));
    await project(rm.db, accessLogProjection, [
      first,
      recorded('al-1', access('al-1', '2026-11-22T11:00:00.000Z', 'c-1')),
      recorded('al-1', access('al-1', '2026-11-22T12:00:00.000Z')),
    ]);
    await project(rm.db, accessLogProjection, [first]);

    const page1 = await findAccessLog(rm.db, 'al-1', 1, 2);
    expect(page1.total).toBe(3);
    expect(page1.entries.map((e) => e.at)).toEqual(['2026-11-22T12:00:00.000Z', '2026-11-22T11:00:00.000Z']);
    expect(page1.entries[1]).toMatchObject({
      supportName: 'Sue Port',
      supportEmail: 'support@example.com',
      what: 'campaign-state',
      label: SUPPORT_READ_LABELS['campaign-state'],
      campaignId: 'c-1',
      detail: null,
    });
    const page2 = await findAccessLog(rm.db, 'al-1', 2, 2);
    expect(page2.entries).toEqual([expect.objectContaining({ id: first.eventId, at: '2026-11-22T10:00:00.000Z' })]);
    expect(await findAccessLog(rm.db, 'nobody', 1, 10)).toEqual({ entries: [], total: 0 });
  });

  it('names the campaign and a lead as the user knows them, not by their ids', async () => {
    const created = campaignCreated('al-c9', ['al-c9_0'], { name: 'Founders in Berlin' });
    const named = {
      ...created,
      data: { ...created.data, leads: [{ ...created.data.leads[0], name: 'Ada Lovelace' }] },
    };
    await project(rm.db, campaignsProjection, [recorded('al-9', named)]);
    await project(rm.db, leadsProjection, [recorded('al-9', named)]);
    const read = access('al-9', '2026-11-22T13:00:00.000Z', 'al-c9');
    await project(rm.db, accessLogProjection, [
      recorded('al-9', {
        ...read,
        data: { ...read.data, what: 'campaign-history', detail: 'lead al-c9_0; types LeadReplied' },
      }),
    ]);
    const [entry] = (await findAccessLog(rm.db, 'al-9', 1, 10)).entries;
    expect(entry).toMatchObject({
      label: 'Campaign timeline',
      campaignName: 'Founders in Berlin',
      detail: 'lead Ada Lovelace; types LeadReplied',
    });
  });
});
