import type { IntegrationsDb } from '../integrations-db';

/** A key's use is written at most once a minute per process: the list shows the minute, not each call. */
const WRITE_EVERY_MS = 60_000;

/** When each API key was last used (kept beside the events, not in them: a use changes nothing). */
export class ApiKeyUses {
  private readonly written = new Map<string, number>();

  constructor(private readonly db: IntegrationsDb) {}

  /** Records a use at `now`; cheap to call on every request. */
  async record(keyId: string, now: Date): Promise<void> {
    const last = this.written.get(keyId);
    if (last !== undefined && now.getTime() - last < WRITE_EVERY_MS) return;
    this.written.set(keyId, now.getTime());
    await this.db
      .insertInto('api_key_uses')
      .values({ key_id: keyId, last_used_at: now })
      .onConflict((oc) => oc.column('key_id').doUpdateSet({ last_used_at: now }))
      .execute();
  }

  async lastUses(keyIds: readonly string[]): Promise<Map<string, Date>> {
    if (keyIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('api_key_uses')
      .selectAll()
      .where('key_id', 'in', [...keyIds])
      .execute();
    return new Map(rows.map((r) => [r.key_id, r.last_used_at]));
  }
}
