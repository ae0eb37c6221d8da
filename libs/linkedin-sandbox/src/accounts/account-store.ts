import type { Queryable, SandboxDatabase } from '../db/sandbox-database';
import { opaqueId } from '../population/deterministic-random';
import type { AccountStatus, OwnerProfile, SandboxAccount } from './account';
import { ownerProfileFor } from './owner-profile-factory';

interface AccountRow {
  id: string;
  seq: string;
  link_name: string | null;
  owner: OwnerProfile;
  status: AccountStatus;
  restricted_until: Date | null;
  refused_invites: number;
  created_at: Date;
  deleted_at: Date | null;
}

function fromRow(row: AccountRow): SandboxAccount {
  return {
    id: row.id,
    seq: Number(row.seq),
    linkName: row.link_name,
    owner: row.owner,
    status: row.status,
    restrictedUntil: row.restricted_until?.getTime() ?? null,
    refusedInvites: row.refused_invites,
    createdAt: row.created_at.getTime(),
    deletedAt: row.deleted_at?.getTime() ?? null,
  };
}

/**
 * Accounts are read on every API call, so they are cached in memory; every change is written to
 * Postgres first (the cache is refreshed from the row the write returns).
 */
export class AccountStore {
  private readonly cache = new Map<string, SandboxAccount>();

  constructor(
    private readonly db: SandboxDatabase,
    private readonly seed: number,
  ) {}

  get(id: string): SandboxAccount | undefined {
    return this.cache.get(id);
  }

  /** Live (not deleted) accounts, oldest first. */
  list(): SandboxAccount[] {
    return [...this.cache.values()].filter((a) => a.deletedAt === null).sort((a, b) => a.seq - b.seq);
  }

  async create(q: Queryable, linkName: string | null, nowMs: number): Promise<SandboxAccount> {
    const { rows: seqRows } = await q.query<{ seq: string }>(`SELECT nextval('account_seq') AS seq`);
    const seq = Number(seqRows[0].seq);
    const id = opaqueId(this.seed, 'account', seq);
    const owner = ownerProfileFor(this.seed, seq);
    return this.write(
      q,
      `INSERT INTO accounts (id, seq, link_name, owner, status, created_at) VALUES ($1, $2, $3, $4, 'OK', $5) RETURNING *`,
      [id, seq, linkName, JSON.stringify(owner), new Date(nowMs)],
    );
  }

  setStatus(q: Queryable, id: string, status: AccountStatus): Promise<SandboxAccount> {
    return this.write(q, 'UPDATE accounts SET status = $2 WHERE id = $1 RETURNING *', [id, status]);
  }

  restrict(q: Queryable, id: string, untilMs: number): Promise<SandboxAccount> {
    return this.write(q, 'UPDATE accounts SET restricted_until = $2 WHERE id = $1 RETURNING *', [
      id,
      new Date(untilMs),
    ]);
  }

  liftRestriction(q: Queryable, id: string): Promise<SandboxAccount> {
    return this.write(q, 'UPDATE accounts SET restricted_until = NULL, refused_invites = 0 WHERE id = $1 RETURNING *', [
      id,
    ]);
  }

  setRefusedInvites(q: Queryable, id: string, count: number): Promise<SandboxAccount> {
    return this.write(q, 'UPDATE accounts SET refused_invites = $2 WHERE id = $1 RETURNING *', [id, count]);
  }

  markDeleted(q: Queryable, id: string, nowMs: number): Promise<SandboxAccount> {
    return this.write(q, 'UPDATE accounts SET deleted_at = $2 WHERE id = $1 RETURNING *', [id, new Date(nowMs)]);
  }

  /** Re-reads every row, after a transaction that changed the cache rolled back. */
  async reload(): Promise<void> {
    const { rows } = await this.db.query<AccountRow>('SELECT * FROM accounts');
    this.cache.clear();
    for (const row of rows) this.cache.set(row.id, fromRow(row));
  }

  private async write(q: Queryable, sql: string, params: unknown[]): Promise<SandboxAccount> {
    const { rows } = await q.query<AccountRow>(sql, params);
    const account = fromRow(rows[0]);
    this.cache.set(account.id, account);
    return account;
  }
}
