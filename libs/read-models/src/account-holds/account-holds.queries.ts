import type { ReadModelDb } from '../read-model-db';

export interface AccountHoldRow {
  readonly code: string;
  readonly accountId: string;
  readonly reason: string;
  readonly until: Date | null;
  readonly since: Date;
}

/** The holds recorded on the user's account (an expired `until` is the caller's to ignore). */
export async function findAccountHolds(db: ReadModelDb, userId: string): Promise<AccountHoldRow[]> {
  const rows = await db.selectFrom('account_holds').selectAll().where('user_id', '=', userId).execute();
  return rows.map((r) => ({ code: r.code, accountId: r.account_id, reason: r.reason, until: r.until, since: r.since }));
}
