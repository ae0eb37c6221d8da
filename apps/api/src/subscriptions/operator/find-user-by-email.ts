import { credentialFrom, emailStream, normalizeEmail } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';

export class UnknownEmailError extends Error {
  constructor(email: string, matches = 0) {
    super(
      matches > 1
        ? `${matches} accounts use the e-mail ${email}; grant by user id instead`
        : `No account with the e-mail ${email}`,
    );
    this.name = 'UnknownEmailError';
  }
}

/**
 * The user id behind an e-mail: a local account's reservation on its e-mail stream (the source of
 * truth), else an OIDC user in the users read model (their e-mail comes from the provider).
 */
export async function findUserIdByEmail(store: EventStore, db: ReadModelDb, email: string): Promise<string> {
  const normalized = normalizeEmail(email);
  const credential = credentialFrom(await store.readStream(emailStream(normalized)));
  if (credential) return credential.userId;
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', normalized)
    .execute();
  if (rows.length !== 1) throw new UnknownEmailError(normalized, rows.length);
  return rows[0].id;
}
