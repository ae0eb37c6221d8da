import { randomBytes } from 'node:crypto';
import type { SandboxDatabase } from '../db/sandbox-database';
import type { Webhook, WebhookSource } from './webhook';

/** The table's columns under the Webhook's own names, so a row is a Webhook but for its Date. */
const COLUMNS = `id, source, request_url AS "requestUrl", name, format, account_ids AS "accountIds", headers, events, created_at AS "createdAt"`;
type WebhookRow = Omit<Webhook, 'createdAt'> & { createdAt: Date };

function fromRow(r: WebhookRow): Webhook {
  return { ...r, createdAt: r.createdAt.getTime() };
}

/** Registered webhooks: few, read on every event, so cached in memory and written through to Postgres. */
export class WebhookRegistry {
  private readonly cache = new Map<string, Webhook>();

  constructor(private readonly db: SandboxDatabase) {}

  async load(): Promise<void> {
    const { rows } = await this.db.query<WebhookRow>(`SELECT ${COLUMNS} FROM webhooks ORDER BY created_at, id`);
    for (const row of rows) this.cache.set(row.id, fromRow(row));
  }

  list(): Webhook[] {
    return [...this.cache.values()];
  }

  async create(input: Omit<Webhook, 'id' | 'createdAt'>, nowMs: number): Promise<Webhook> {
    const { rows } = await this.db.query<WebhookRow>(
      `INSERT INTO webhooks (id, source, request_url, name, format, account_ids, headers, events, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [
        randomBytes(16).toString('base64url'),
        input.source,
        input.requestUrl,
        input.name,
        input.format,
        input.accountIds ? JSON.stringify(input.accountIds) : null,
        JSON.stringify(input.headers),
        input.events ? JSON.stringify(input.events) : null,
        new Date(nowMs),
      ],
    );
    const webhook = fromRow(rows[0]);
    this.cache.set(webhook.id, webhook);
    return webhook;
  }

  async delete(id: string): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM webhooks WHERE id = $1', [id]);
    this.cache.delete(id);
    return (rowCount ?? 0) > 0;
  }

  /** The webhooks an event of this source, name and account goes to. */
  matching(source: WebhookSource, event: string, accountId: string): Webhook[] {
    return this.list().filter(
      (w) =>
        w.source === source &&
        (!w.accountIds || w.accountIds.length === 0 || w.accountIds.includes(accountId)) &&
        (!w.events || w.events.length === 0 || w.events.includes(event)),
    );
  }
}
