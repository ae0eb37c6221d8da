import type { SenderSettingsEvent } from '@outflow/domain';
import type { Projection } from '../projection';

/**
 * Each sender's own limits and schedule as last saved. The two change apart, so each event writes
 * only its column; they are rare (a form's save), so one statement each is enough.
 */
export const senderSettingsProjection: Projection<SenderSettingsEvent> = {
  name: 'sender_settings',
  eventTypes: ['SenderRateLimitsChanged', 'SenderScheduleChanged'],
  async apply(trx, events) {
    for (const { metadata, data, type } of events) {
      const column = type === 'SenderRateLimitsChanged' ? 'limits' : 'schedule';
      const value = JSON.stringify(data.settings);
      await trx
        .insertInto('sender_settings')
        .values({ account_id: data.accountId, user_id: metadata.userId, [column]: value, updated_at: data.occurredAt })
        .onConflict((oc) =>
          oc
            .column('account_id')
            .doUpdateSet({ user_id: metadata.userId, [column]: value, updated_at: data.occurredAt }),
        )
        .execute();
    }
  },
};
