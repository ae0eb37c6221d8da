import type { Selectable } from 'kysely';
import type { ReadModelDb } from '../read-model-db';
import type { ApiKeyTable } from './api-keys.table';

export type ApiKeyRow = Selectable<ApiKeyTable>;

/** The owner's live keys, newest first. */
export async function listApiKeys(db: ReadModelDb, ownerId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** A live key with the e-mail and name of the user it acts as (its owner, while keys belong to users). */
export type ApiKeyWithOwner = ApiKeyRow & { owner_email: string | null; owner_name: string | null };

/** The live key with this hash, or undefined (unknown or revoked: the same answer). */
export async function findApiKeyByHash(db: ReadModelDb, hash: string): Promise<ApiKeyWithOwner | undefined> {
  return db
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.owner_id')
    .selectAll('k')
    .select(['u.email as owner_email', 'u.name as owner_name'])
    .where('k.key_hash', '=', hash)
    .executeTakeFirst();
}
