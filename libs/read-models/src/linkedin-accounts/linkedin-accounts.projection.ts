import {
  evolveLinkedInAccount,
  initialLinkedInAccountState,
  type LinkedInAccountEvent,
  type LinkedInAccountState,
} from '@outflow/domain';
import { foldPerUser } from '../fold-per-user';
import type { Projection } from '../projection';
import { upsertRows } from '../upsert-rows';

/** The user's LinkedIn account (connection state and profile) for the account card and the gate. */
export const linkedInAccountsProjection: Projection<LinkedInAccountEvent> = {
  name: 'linkedin_accounts',
  eventTypes: [
    'LinkedInAccountConnected',
    'LinkedInAccountProfileSynced',
    'LinkedInAccountDisconnected',
    'LinkedInAccountRemoved',
  ],
  async apply(trx, events) {
    const states = await foldPerUser<LinkedInAccountState>(
      events,
      async (userIds) => {
        const rows = await trx
          .selectFrom('linkedin_accounts')
          .select(['user_id', 'state'])
          .where('user_id', 'in', userIds)
          .execute();
        return new Map(rows.map((r) => [r.user_id, r.state as LinkedInAccountState]));
      },
      initialLinkedInAccountState,
      evolveLinkedInAccount,
    );
    const rows = [...states].map(([userId, state]) => ({
      user_id: userId,
      account_id: state.accountId,
      connection: state.connection,
      state: JSON.stringify(state),
      last_updated: state.lastUpdated,
    }));
    await upsertRows(trx, 'linkedin_accounts', rows, { key: ['user_id'] });
  },
};
