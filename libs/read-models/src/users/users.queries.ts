import type { SessionState } from '@outflow/domain';
import type { ReadModelDb } from '../read-model-db';

/** The user's e-mail address (undefined for an unknown user): what operators name a user by in commands. */
export async function findUserEmail(db: ReadModelDb, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email;
}

/** The user's token version and last sign-out (the auth guard's revocation check). */
export async function findSession(db: ReadModelDb, userId: string): Promise<SessionState> {
  const row = await db
    .selectFrom('users')
    .select(['token_version', 'signed_out_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    tokenVersion: row?.token_version ?? 0,
    signedOutAt: row?.signed_out_at ? row.signed_out_at.toISOString() : null,
  };
}
