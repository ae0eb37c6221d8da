import { sql, type Kysely } from 'kysely';

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The campaign page and replay:
 * - campaign_targets keeps each lead's folded TargetState (`target_state`, the domain's evolveTarget
 *   is the one fold; the flat columns the scheduler queries are derived from it) and its place in
 *   the campaign's list (`position`, the lead table's order);
 * - campaign_daily_actions counts each campaign's LinkedIn actions per account day ("actions today");
 * - campaign_timelines counts each campaign's timeline events (the replay slider's length).
 * Rows projected before get a state built from their columns and their lead's profile, so an
 * upgrade keeps working; `npm run projector:rebuild` folds them from the events exactly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('campaign_targets').addColumn('target_state', 'jsonb').addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`UPDATE campaign_targets SET position = coalesce(substring(target_id from '_([0-9]+)$')::integer, 0)`.execute(db);
  await sql`
    UPDATE campaign_targets t SET target_state = jsonb_build_object(
      'status', t.state, 'stepId', t.step_id, 'action', t.action, 'phase', t.phase,
      'dueAt', ${iso('t.due_at')}, 'waitReason', t.wait_reason, 'attempt', t.attempt, 'openSince', ${iso('t.open_since')},
      'profile', (SELECT l.profile_data FROM leads l WHERE l.id = t.target_id), 'profileStale', false, 'started', t.started,
      'invitationId', null, 'awaitUntil', ${iso('t.await_until')},
      'invited', t.invited, 'messaged', t.messaged, 'connected', t.accepted, 'replied', t.replied,
      'lastAction', CASE WHEN t.last_action IS NULL THEN NULL
        ELSE jsonb_build_object('action', t.last_action, 'at', ${iso('t.last_action_at')}, 'text', t.last_action_text) END,
      'endReason', t.end_reason, 'failure', t.failure)`.execute(db);
  await sql`ALTER TABLE campaign_targets ALTER COLUMN target_state SET NOT NULL`.execute(db);
  await db.schema.createIndex('campaign_targets_campaign_position').on('campaign_targets').columns(['campaign_id', 'position']).execute();

  await db.schema
    .createTable('campaign_daily_actions')
    .addColumn('campaign_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('campaign_daily_actions_pkey', ['campaign_id', 'day'])
    .execute();
  await db.schema
    .createTable('campaign_timelines')
    .addColumn('campaign_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_timelines').execute();
  await db.schema.dropTable('campaign_daily_actions').execute();
  await db.schema.dropIndex('campaign_targets_campaign_position').execute();
  await db.schema.alterTable('campaign_targets').dropColumn('target_state').dropColumn('position').execute();
}
