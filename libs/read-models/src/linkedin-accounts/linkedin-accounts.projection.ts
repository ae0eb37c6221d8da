import {
  evolveLinkedInAccount,
  initialLinkedInAccountState,
  withOwner,
  type LinkedInAccountEvent,
  type LinkedInAccountState,
} from '@outflow/domain';
import type { RecordedEvent } from '@outflow/event-store';
import type { Projection } from '../projection';
import { upsertRows } from '../upsert-rows';

type Recorded = RecordedEvent<LinkedInAccountEvent>;

/**
 * Each workspace's senders (connection state and profile) for the Senders list, the account card
 * and the gate: one row per account, folded by the domain's evolve from its events, wherever they
 * are stored (its own stream, or its owner's from before, whose connection the owner is upcast
 * into). A removed sender's row goes.
 */
export const linkedInAccountsProjection: Projection<LinkedInAccountEvent> = {
  name: 'linkedin_accounts',
  eventTypes: [
    'LinkedInAccountConnected',
    'LinkedInAccountProfileSynced',
    'LinkedInAccountDisconnected',
    'LinkedInAccountRemoved',
  ],
  async apply(trx, events) {
    const byAccount = new Map<string, Recorded[]>();
    for (const event of events) {
      const list = byAccount.get(event.data.accountId) ?? [];
      list.push(withOwner(event, event.metadata.userId));
      byAccount.set(event.data.accountId, list);
    }
    const rows = await trx
      .selectFrom('linkedin_accounts')
      .select(['account_id', 'state'])
      .where('account_id', 'in', [...byAccount.keys()])
      .execute();
    const current = new Map(rows.map((r) => [r.account_id, r.state as LinkedInAccountState]));
    const upserts = [];
    const removed: string[] = [];
    for (const [accountId, list] of byAccount) {
      const state = list.reduce<LinkedInAccountState>(
        evolveLinkedInAccount,
        current.get(accountId) ?? initialLinkedInAccountState,
      );
      if (state.accountId === null || state.ownerId === null) {
        removed.push(accountId);
        continue;
      }
      upserts.push({
        account_id: state.accountId,
        user_id: state.ownerId,
        connection: state.connection,
        state: JSON.stringify(state),
        last_updated: state.lastUpdated,
      });
    }
    if (removed.length > 0) await trx.deleteFrom('linkedin_accounts').where('account_id', 'in', removed).execute();
    await upsertRows(trx, 'linkedin_accounts', upserts, { key: ['account_id'] });
  },
};
