import type { SandboxDatabase } from '../db/sandbox-database';

export interface PendingInvitation {
  id: string;
  provider_id: string;
  message: string | null;
  sent_at: Date;
}

/** One account's relations, pending invitations and endorsements, as read from Postgres. */
export interface AccountNetwork {
  relations: Map<string, Date>;
  /** Newest first. */
  pending: PendingInvitation[];
  pendingByProvider: Map<string, string>;
  endorsed: Map<string, Set<string>>;
}

/**
 * A read-through cache of each account's network, for the hot read paths (profiles, search pages,
 * invitation lists). Postgres stays the source of truth: every write invalidates the account's entry
 * after its commit, and a load that raced with a write is not kept (per-account version check).
 */
export class NetworkCache {
  private readonly entries = new Map<string, AccountNetwork>();
  private readonly loading = new Map<string, Promise<AccountNetwork>>();
  private readonly versions = new Map<string, number>();

  constructor(private readonly db: SandboxDatabase) {}

  of(accountId: string): Promise<AccountNetwork> {
    const hit = this.entries.get(accountId);
    if (hit) return Promise.resolve(hit);
    const inFlight = this.loading.get(accountId);
    if (inFlight) return inFlight;
    const version = this.versions.get(accountId) ?? 0;
    const load = this.load(accountId).finally(() => {
      if (this.loading.get(accountId) === load) this.loading.delete(accountId);
    });
    void load.then(
      (network) => {
        if ((this.versions.get(accountId) ?? 0) === version) this.entries.set(accountId, network);
      },
      () => undefined,
    );
    this.loading.set(accountId, load);
    return load;
  }

  invalidate(accountId: string): void {
    this.versions.set(accountId, (this.versions.get(accountId) ?? 0) + 1);
    this.entries.delete(accountId);
    this.loading.delete(accountId);
  }

  clear(): void {
    for (const id of new Set([...this.entries.keys(), ...this.loading.keys()])) this.invalidate(id);
  }

  private async load(accountId: string): Promise<AccountNetwork> {
    const [relations, pending, endorsed] = await Promise.all([
      this.db.query<{ provider_id: string; created_at: Date }>(
        'SELECT provider_id, created_at FROM relations WHERE account_id = $1',
        [accountId],
      ),
      this.db.query<PendingInvitation>(
        `SELECT id, provider_id, message, sent_at FROM invitations WHERE account_id = $1 AND status = 'PENDING' ORDER BY sent_at DESC, id DESC`,
        [accountId],
      ),
      this.db.query<{ provider_id: string; endorsement_id: string }>(
        'SELECT provider_id, endorsement_id FROM endorsements WHERE account_id = $1',
        [accountId],
      ),
    ]);
    const network: AccountNetwork = {
      relations: new Map(relations.rows.map((r) => [r.provider_id, r.created_at])),
      pending: pending.rows,
      pendingByProvider: new Map(pending.rows.map((r) => [r.provider_id, r.id])),
      endorsed: new Map(),
    };
    for (const e of endorsed.rows) {
      const set = network.endorsed.get(e.provider_id) ?? new Set<string>();
      set.add(e.endorsement_id);
      network.endorsed.set(e.provider_id, set);
    }
    return network;
  }
}
