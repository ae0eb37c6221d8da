import type { Queryable } from '../db/sandbox-database';

export type ActionKind =
  'invite' | 'withdraw' | 'message' | 'chat_start' | 'inmail' | 'reaction' | 'endorse' | 'follow' | 'profile_view';

export interface ActionEntry {
  id: number;
  accountId: string;
  kind: ActionKind;
  providerId: string | null;
  profileUrl: string | null;
  text: string | null;
  at: string;
}

interface ActionRow {
  id: string;
  account_id: string;
  kind: ActionKind;
  provider_id: string | null;
  profile_url: string | null;
  text: string | null;
  at: Date;
}

/** Every write action the API accepted, so tests and demos can count what a client really did. */
export class ActionLog {
  async record(
    q: Queryable,
    entry: {
      accountId: string;
      kind: ActionKind;
      providerId?: string;
      profileUrl?: string;
      text?: string | null;
      atMs: number;
    },
  ): Promise<void> {
    await q.query(
      'INSERT INTO actions (account_id, kind, provider_id, profile_url, text, at) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        entry.accountId,
        entry.kind,
        entry.providerId ?? null,
        entry.profileUrl ?? null,
        entry.text ?? null,
        new Date(entry.atMs),
      ],
    );
  }

  async list(q: Queryable, filter: { accountId?: string; kind?: string; limit: number }): Promise<ActionEntry[]> {
    const { rows } = await q.query<ActionRow>(
      `SELECT * FROM actions WHERE ($1::text IS NULL OR account_id = $1) AND ($2::text IS NULL OR kind = $2)
       ORDER BY id LIMIT $3`,
      [filter.accountId ?? null, filter.kind ?? null, filter.limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      accountId: r.account_id,
      kind: r.kind,
      providerId: r.provider_id,
      profileUrl: r.profile_url,
      text: r.text,
      at: r.at.toISOString(),
    }));
  }
}
