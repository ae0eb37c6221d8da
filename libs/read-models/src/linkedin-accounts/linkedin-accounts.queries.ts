import { initialLinkedInAccountState, type LinkedInAccountState } from '@outflow/domain';
import type { ReadModelDb } from '../read-model-db';

/**
 * A workspace's senders, the first connected first: connected ones before lost ones, each group
 * in the order they were first connected.
 */
export async function findSenders(db: ReadModelDb, ownerId: string): Promise<LinkedInAccountState[]> {
  const rows = await db.selectFrom('linkedin_accounts').select('state').where('user_id', '=', ownerId).execute();
  return rows.map((r) => r.state as LinkedInAccountState).sort(senderOrder);
}

function senderOrder(a: LinkedInAccountState, b: LinkedInAccountState): number {
  const connected = Number(b.connection === 'connected') - Number(a.connection === 'connected');
  if (connected !== 0) return connected;
  return (
    (a.firstConnectedAt ?? '').localeCompare(b.firstConnectedAt ?? '') ||
    (a.accountId ?? '').localeCompare(b.accountId ?? '')
  );
}

/**
 * The workspace's first sender ('none' when it has none): what callers that act through "the
 * account" use while they name no sender, and what a one-sender workspace always had.
 */
export async function findLinkedInAccountState(db: ReadModelDb, ownerId: string): Promise<LinkedInAccountState> {
  return (await findSenders(db, ownerId))[0] ?? initialLinkedInAccountState;
}

/** One sender of the workspace ('none' when the account is not one of its senders). */
export async function findSender(db: ReadModelDb, ownerId: string, accountId: string): Promise<LinkedInAccountState> {
  const row = await db
    .selectFrom('linkedin_accounts')
    .select('state')
    .where('account_id', '=', accountId)
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
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

/** How many of the workspace's senders are connected: its seats (a disconnected sender is not billed). */
export async function countConnectedSenders(db: ReadModelDb, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('linkedin_accounts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', ownerId)
    .where('connection', '=', 'connected')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
