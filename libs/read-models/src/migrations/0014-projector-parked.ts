import { sql, type Kysely } from 'kysely';

/**
 * Events a projector set aside after failing to apply them a few times (issue 10): one row each,
 * so the other events go on, `/api/ready` says `degraded`, and `npm run projector:parked` lists
 * and retries them. The event itself stays in the event store; the row says where it is and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projector_parked').execute();
}
