import { sql } from 'kysely';
import type { MigrationParts } from '../migrations/migration-part';

export const chatsMigration = {
  /**
   * The inbox (spec 01 §2 Inbox, §3 Chat): one row per chat of the user's LinkedIn account and one
   * per message, folded from the chat streams. A chat's campaign is not stored: it is the campaign
   * whose lead is the other attendee, looked up in campaign_targets when read (leads are enriched
   * after their chats may have started).
   */
  '0008-chats': {
    async up(db) {
      await db.schema
        .createTable('chats')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        // The other attendee's ids: how the chat finds its campaign lead.
        .addColumn('attendee_provider_id', 'text')
        .addColumn('attendee_public_id', 'text')
        .addColumn('attendees', 'jsonb', (c) => c.notNull())
        .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_message_text', 'text', (c) => c.notNull())
        .addColumn('last_message_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('chats_pk', ['user_id', 'chat_id'])
        .execute();
      await db.schema.createIndex('chats_user_last_message').on('chats').columns(['user_id', 'last_message_at']).execute();

      await db.schema
        .createTable('chat_messages')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .addColumn('is_sender', 'boolean', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_messages_pk', ['user_id', 'chat_id', 'message_id'])
        .execute();
      await sql`CREATE INDEX chat_messages_chat_sent ON chat_messages (user_id, chat_id, sent_at)`.execute(db);
    },
    async down(db) {
      await db.schema.dropTable('chat_messages').execute();
      await db.schema.dropTable('chats').execute();
    },
  },
} satisfies MigrationParts;
