import { counters, optional, owner, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const chatsMigration = {
  /**
   * The inbox (spec 01 §2 Inbox, §3 Chat): one row per chat of the user's LinkedIn account and one
   * per message, folded from the chat streams. A chat's campaign is not stored: it is the campaign
   * whose lead is the other attendee, looked up in campaign_targets when read (leads are enriched
   * after their chats may have started).
   */
  '0008-chats': tablesPart(
    {
      name: 'chats',
      columns: [
        owner,
        required('text', 'chat_id', 'account_id'),
        // The other attendee's ids: how the chat finds its campaign lead.
        optional('text', 'attendee_provider_id', 'attendee_public_id'),
        required('jsonb', 'attendees'),
        counters('unread_count'),
        required('text', 'last_message_text'),
        required('timestamptz', 'last_message_at'),
      ],
      primaryKey: { chats_pk: ['user_id', 'chat_id'] },
      indexes: { chats_user_last_message: ['user_id', 'last_message_at'] },
    },
    {
      name: 'chat_messages',
      columns: [
        owner,
        required('text', 'chat_id', 'message_id', 'text'),
        required('timestamptz', 'sent_at'),
        required('boolean', 'is_sender'),
      ],
      primaryKey: { chat_messages_pk: ['user_id', 'chat_id', 'message_id'] },
      indexes: { chat_messages_chat_sent: ['user_id', 'chat_id', 'sent_at'] },
    },
  ),
} satisfies MigrationParts;
