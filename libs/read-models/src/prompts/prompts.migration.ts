import type { MigrationParts } from '../migrations/migration-part';

export const promptsMigration = {
  /** Saved AI prompts (spec 02 §3 Prompt), one row per live prompt, owned by its user. */
  '0007-prompts': {
    async up(db) {
      await db.schema
        .createTable('prompts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('prompts_user_created').on('prompts').columns(['user_id', 'created_at']).execute();
    },
    async down(db) {
      await db.schema.dropTable('prompts').execute();
    },
  },
} satisfies MigrationParts;
