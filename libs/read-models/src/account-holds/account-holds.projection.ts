import { ACCOUNT_HOLD_EVENT_TYPES, type AccountHoldEvent } from '@outflow/domain';
import { eventByEvent, type Projection } from '../projection';
import { upsertRows } from '../upsert-rows';

/**
 * Why a sender cannot act for a while (restricted, weekly cap, used-up day), one row per workspace,
 * sender and hold: the campaign list's statusReason reads it. A hold ends by its own event or, with an `until`, by time.
 */
export const accountHoldsProjection: Projection<AccountHoldEvent> = eventByEvent<AccountHoldEvent>(
  'account_holds',
  ACCOUNT_HOLD_EVENT_TYPES,
  async (trx, e, userId) => {
    if (e.type === 'AccountHoldEnded') {
      await trx
        .deleteFrom('account_holds')
        .where('user_id', '=', userId)
        .where('account_id', '=', e.data.accountId)
        .where('code', '=', e.data.code)
        .execute();
      return;
    }
    const row = {
      user_id: userId,
      code: e.data.code,
      account_id: e.data.accountId,
      reason: e.data.reason,
      until: e.data.until,
      since: e.data.occurredAt,
    };
    await upsertRows(trx, 'account_holds', [row], { key: ['user_id', 'account_id', 'code'] });
  },
);
