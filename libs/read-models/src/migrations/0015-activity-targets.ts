import { sql, type Kysely } from 'kysely';

/**
 * Each activity names its campaign target (the lead's id in the leads read model) and keeps the
 * text it sent: recent activity shows the lead's name and picture and links to the lead, and a
 * chat starts with the invitation note we sent. Rows projected before this migration have neither
 * until `npm run projector:rebuild`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('activities').addColumn('target_id', 'text').addColumn('text', 'text').execute();
  await sql`CREATE INDEX activities_user_target ON activities (user_id, target_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('activities_user_target').execute();
  await db.schema.alterTable('activities').dropColumn('text').dropColumn('target_id').execute();
}
