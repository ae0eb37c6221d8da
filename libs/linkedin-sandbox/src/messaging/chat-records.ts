import type { Queryable } from '../db/sandbox-database';
import { opaqueId } from '../population/deterministic-random';

export interface ChatRow {
  id: string;
  account_id: string;
  provider_id: string;
  content_type: string | null;
  created_at: Date;
  last_message_at: Date;
  unread_count: number;
  outbound_count: number;
}

export interface MessageRow {
  id: string;
  seq: string;
  chat_id: string;
  account_id: string;
  sender_provider_id: string;
  is_sender: boolean;
  text: string | null;
  message_type: 'MESSAGE' | 'INMAIL';
  sent_at: Date;
}

/** Chat and message rows, with ids drawn from a sequence so a fresh database repeats them. */
export class ChatRecords {
  constructor(private readonly seed: number) {}

  async findChat(q: Queryable, accountId: string, providerId: string): Promise<ChatRow | undefined> {
    const { rows } = await q.query<ChatRow>('SELECT * FROM chats WHERE account_id = $1 AND provider_id = $2', [
      accountId,
      providerId,
    ]);
    return rows[0];
  }

  async chat(q: Queryable, chatId: string): Promise<ChatRow | undefined> {
    const { rows } = await q.query<ChatRow>('SELECT * FROM chats WHERE id = $1', [chatId]);
    return rows[0];
  }

  async createChat(
    q: Queryable,
    accountId: string,
    providerId: string,
    contentType: string | null,
    atMs: number,
  ): Promise<ChatRow> {
    const seq = await this.nextSeq(q);
    const { rows } = await q.query<ChatRow>(
      `INSERT INTO chats (id, account_id, provider_id, content_type, created_at, last_message_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING *`,
      [opaqueId(this.seed, 'chat', seq), accountId, providerId, contentType, new Date(atMs)],
    );
    return rows[0];
  }

  async addMessage(
    q: Queryable,
    chat: ChatRow,
    m: { senderProviderId: string; isSender: boolean; text: string; type: 'MESSAGE' | 'INMAIL'; atMs: number },
  ): Promise<MessageRow> {
    const seq = await this.nextSeq(q);
    const { rows } = await q.query<MessageRow>(
      `INSERT INTO messages (id, seq, chat_id, account_id, sender_provider_id, is_sender, text, message_type, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        opaqueId(this.seed, 'message', seq),
        seq,
        chat.id,
        chat.account_id,
        m.senderProviderId,
        m.isSender,
        m.text,
        m.type,
        new Date(m.atMs),
      ],
    );
    await q.query(
      `UPDATE chats SET last_message_at = GREATEST(last_message_at, $2),
         unread_count = unread_count + $3, outbound_count = outbound_count + $4 WHERE id = $1`,
      [chat.id, new Date(m.atMs), m.isSender ? 0 : 1, m.isSender ? 1 : 0],
    );
    return rows[0];
  }

  private async nextSeq(q: Queryable): Promise<number> {
    const { rows } = await q.query<{ seq: string }>(`SELECT nextval('object_seq') AS seq`);
    return Number(rows[0].seq);
  }
}

/** LinkedIn's own ids for a chat and a message (Unipile's `provider_id`). */
export function providerChatId(chatId: string): string {
  return `2-${Buffer.from(chatId).toString('base64url')}`;
}

export function attendeeId(seed: number, accountId: string, providerId: string): string {
  return opaqueId(seed, 'attendee', accountId, providerId);
}
