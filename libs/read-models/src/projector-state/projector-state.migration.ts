import { sql } from 'kysely';
import type { MigrationParts } from '../migrations/migration-part';

/** The projector's own tables: its checkpoint and the events it parked. */
export const projectorStateMigration = {
  '0001-initial': {
    async up(db) {
      await db.schema
        .createTable('projection_checkpoints')
        .addColumn('projection', 'text', (c) => c.primaryKey())
        .addColumn('commit_position', 'bigint', (c) => c.notNull())
        .addColumn('prepare_position', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('projection_checkpoints').execute();
    },
  },
  /**
   * Events a projector set aside after failing to apply them a few times (issue 10): one row each,
   * so the other events go on, `/api/ready` says `degraded`, and `npm run projector:parked` lists
   * and retries them. The event itself stays in the event store; the row says where it is and why.
   */
  '0014-projector-parked': {
    async up(db) {
      await db.schema
        .createTable('projector_parked')
        .addColumn('projection', 'text', (c) => c.notNull())
        .addColumn('commit_position', 'bigint', (c) => c.notNull())
        .addColumn('prepare_position', 'bigint', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('stream_id', 'text', (c) => c.notNull())
        .addColumn('stream_position', 'bigint', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('error', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('parked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('projector_parked_pk', ['projection', 'commit_position', 'prepare_position'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('projector_parked').execute();
    },
  },
} satisfies MigrationParts;
