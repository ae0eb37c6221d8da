import { initialLinkedInAccountState, type LinkedInAccountState } from '@outflow/domain';
import type { ReadModelDb } from '../read-model-db';

/** The user's LinkedIn account state ('none' when never connected). */
export async function findLinkedInAccountState(db: ReadModelDb, userId: string): Promise<LinkedInAccountState> {
  const row = await db.selectFrom('linkedin_accounts').select('state').where('user_id', '=', userId).executeTakeFirst();
  return row ? (row.state as LinkedInAccountState) : initialLinkedInAccountState;
}

/** Who owns a provider account (webhooks name the account, not the user). */
export async function findUserIdByLinkedInAccount(db: ReadModelDb, accountId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('linkedin_accounts')
    .select('user_id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.user_id;
}
