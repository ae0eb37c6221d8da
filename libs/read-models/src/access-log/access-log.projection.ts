import type { SupportAccessRecorded } from '@outflow/domain';
import type { Projection } from '../projection';

/** Who from support read a user's data, and when (the Account page's access log); the event id keys the row. */
export const accessLogProjection: Projection<SupportAccessRecorded> = {
  name: 'access_log',
  eventTypes: ['SupportAccessRecorded'],
  async apply(trx, events) {
    const rows = events.map(({ eventId, data }) => ({
      id: eventId,
      user_id: data.userId,
      support_user_id: data.supportUserId,
      support_email: data.supportEmail,
      support_name: data.supportName,
      what: data.what,
      campaign_id: data.campaignId,
      detail: data.detail,
      at: data.occurredAt,
    }));
    if (rows.length > 0)
      await trx
        .insertInto('access_log')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
  },
};
