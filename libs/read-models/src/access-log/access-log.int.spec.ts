import { SUPPORT_READ_LABELS, type SupportAccessRecorded } from '@outflow/domain';
import { describeWithPostgres } from '../../../../test/support/services';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { accessLogProjection } from './access-log.projection';
import { findAccessLog } from './access-log.queries';

const access = (userId: string, at: string, campaignId: string | null = null): SupportAccessRecorded => ({
  type: 'SupportAccessRecorded',
  data: { userId, supportUserId: 'sup-1', supportEmail: 'support@example.com', supportName: 'Sue Port', what: campaignId ? 'campaign-state' : 'account', campaignId, detail: null, occurredAt: at },
});

describeWithPostgres('access_log read model', () => {
  const rm = readModelDatabase();

  it('logs every support read once (keyed by its event) and pages it newest first', async () => {
    const first = recorded('al-1', access('al-1', '2026-11-22T10:00:00.000Z'));
    await project(rm.db, accessLogProjection, [first, recorded('al-1', access('al-1', '2026-11-22T11:00:00.000Z', 'c-1')), recorded('al-1', access('al-1', '2026-11-22T12:00:00.000Z'))]);
    await project(rm.db, accessLogProjection, [first]);

    const page1 = await findAccessLog(rm.db, 'al-1', 1, 2);
    expect(page1.total).toBe(3);
    expect(page1.entries.map((e) => e.at)).toEqual(['2026-11-22T12:00:00.000Z', '2026-11-22T11:00:00.000Z']);
    expect(page1.entries[1]).toMatchObject({ supportName: 'Sue Port', supportEmail: 'support@example.com', what: 'campaign-state', label: SUPPORT_READ_LABELS['campaign-state'], campaignId: 'c-1', detail: null });
    const page2 = await findAccessLog(rm.db, 'al-1', 2, 2);
    expect(page2.entries).toEqual([expect.objectContaining({ id: first.eventId, at: '2026-11-22T10:00:00.000Z' })]);
    expect(await findAccessLog(rm.db, 'nobody', 1, 10)).toEqual({ entries: [], total: 0 });
  });
});
