import { sql, type Kysely } from 'kysely';

/**
 * The engine on one clock (account time zones, working hours, weekly cap, warm-up, exact
 * accounting):
 * - campaign_targets speaks the domain's one name per state (`due` becomes `scheduled`) and keeps
 *   what the scheduler paces by (the step's action and the limit it counts against) and what the
 *   campaign page shows (why it waits, the last action, the open reservation);
 * - schedule_settings and account_holds (why an account cannot act: restricted, weekly cap);
 * - users keep the zone their browser reported at sign-up (the schedule's default);
 * - rate limits gain the weekly invitation cap;
 * - subscriptions lose updated_at, a column no event gave (a rebuild never equalled it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE campaign_targets SET state = 'scheduled' WHERE state = 'due'`.execute(db);
  await db.schema
    .alterTable('campaign_targets')
    .addColumn('action', 'text')
    .addColumn('limit_key', 'text')
    .addColumn('wait_reason', 'text')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_since', 'timestamptz')
    .addColumn('reserved_at', 'timestamptz')
    .addColumn('await_until', 'timestamptz')
    .addColumn('last_action', 'text')
    .addColumn('last_action_at', 'timestamptz')
    .addColumn('last_action_text', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('failure', 'text')
    .execute();
  // Rows projected before: their step's action is the builder node's type.
  await sql`
    UPDATE campaign_targets t SET action = n.node->>'type'
    FROM campaigns c, jsonb_array_elements(c.sequence->'nodes') AS n(node)
    WHERE c.id = t.campaign_id AND n.node->>'id' = t.step_id`.execute(db);
  await sql`DROP INDEX IF EXISTS campaign_targets_due`.execute(db);
  await sql`DROP INDEX IF EXISTS campaign_targets_running`.execute(db);
  await sql`CREATE INDEX campaign_targets_due ON campaign_targets (user_id, due_at) WHERE campaign_active AND state IN ('scheduled', 'awaiting')`.execute(db);
  await sql`CREATE INDEX campaign_targets_running ON campaign_targets (reserved_at) WHERE state = 'running'`.execute(db);

  await db.schema
    .createTable('schedule_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('working_hours', 'jsonb', (c) => c.notNull())
    .addColumn('warm_up_enabled', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_holds')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('until', 'timestamptz')
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_holds_pkey', ['user_id', 'code'])
    .execute();

  // Leads speak the same state names; whether the lead replied is its own column.
  await db.schema.alterTable('leads').addColumn('replied', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`UPDATE leads SET replied = true, status = 'completed' WHERE status = 'replied'`.execute(db);
  await sql`UPDATE leads SET status = 'scheduled' WHERE status IN ('pending', 'in-progress')`.execute(db);

  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
  await db.schema.alterTable('rate_limit_settings').addColumn('weekly_connections', 'integer', (c) => c.notNull().defaultTo(100)).execute();
  await db.schema.alterTable('subscriptions').dropColumn('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('rate_limit_settings').dropColumn('weekly_connections').execute();
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
  await sql`UPDATE leads SET status = 'replied' WHERE replied`.execute(db);
  await sql`UPDATE leads SET status = 'pending' WHERE status = 'scheduled'`.execute(db);
  await db.schema.alterTable('leads').dropColumn('replied').execute();
  await db.schema.dropTable('account_holds').execute();
  await db.schema.dropTable('schedule_settings').execute();
  await sql`DROP INDEX IF EXISTS campaign_targets_due`.execute(db);
  await sql`DROP INDEX IF EXISTS campaign_targets_running`.execute(db);
  for (const column of ['action', 'limit_key', 'wait_reason', 'attempt', 'open_since', 'reserved_at', 'await_until', 'last_action', 'last_action_at', 'last_action_text', 'end_reason', 'failure']) {
    await db.schema.alterTable('campaign_targets').dropColumn(column).execute();
  }
  await sql`UPDATE campaign_targets SET state = 'due' WHERE state = 'scheduled'`.execute(db);
  await sql`CREATE INDEX campaign_targets_due ON campaign_targets (due_at) WHERE campaign_active AND state IN ('due', 'awaiting')`.execute(db);
  await sql`CREATE INDEX campaign_targets_running ON campaign_targets (updated_at) WHERE state = 'running'`.execute(db);
}
