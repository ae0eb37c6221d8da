import { containsPattern } from '../contains-pattern';
import type { FoundUser } from '@outflow/api-contract';
import type { SessionState } from '@outflow/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from '../read-model-db';
export type { FoundUser };

/** At most this many users per search: support narrows it down by typing more. */
const MAX_FOUND_USERS = 20;

const userColumns = (db: ReadModelDb) =>
  db.selectFrom('users').select(['id', 'email', 'name', 'roles', 'registered_at']);

const toFoundUser = (r: {
  id: string;
  email: string;
  name: string;
  roles: string[];
  registered_at: Date;
}): FoundUser => ({
  id: r.id,
  email: r.email,
  name: r.name,
  roles: r.roles,
  registeredAt: r.registered_at.toISOString(),
});

/** Support's user search: by e-mail or name, case-insensitive, part of either; the text is matched literally. */
export async function findUsers(db: ReadModelDb, text: string): Promise<FoundUser[]> {
  const pattern = containsPattern(text);
  const rows = await userColumns(db)
    .where((eb) => eb.or([eb('email', 'ilike', pattern), eb('name', 'ilike', pattern)]))
    .orderBy(sql`lower(email)`)
    .limit(MAX_FOUND_USERS)
    .execute();
  return rows.map(toFoundUser);
}

/** One user as support's search shows them, or undefined. */
export async function findUser(db: ReadModelDb, userId: string): Promise<FoundUser | undefined> {
  const row = await userColumns(db).where('id', '=', userId).executeTakeFirst();
  return row ? toFoundUser(row) : undefined;
}

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
