import { sql, type Kysely } from 'kysely';

/**
 * campaign_targets: one row per lead inside a campaign, for two readers. The runner's scheduler
 * reads which steps are due (the durable timers: due_at survives restarts because it is projected
 * from StepScheduled events); the campaign list's stats are aggregates of its flags.
 * campaigns gains the account it acts through and the description.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaign_targets')
    .addColumn('target_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'text', (c) => c.notNull())
    .addColumn('profile_url', 'text', (c) => c.notNull())
    // Known once the lead is enriched: how webhooks (a reply, an accepted invitation) find the lead.
    .addColumn('provider_id', 'text')
    .addColumn('public_id', 'text')
    .addColumn('step_id', 'text')
    .addColumn('phase', 'text', (c) => c.notNull().defaultTo('act'))
    .addColumn('due_at', 'timestamptz')
    // due | running | awaiting | completed | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('campaign_active', 'boolean', (c) => c.notNull())
    .addColumn('started', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('invited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('accepted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('messaged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('replied', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaign_targets_campaign').on('campaign_targets').columns(['campaign_id']).execute();
  await db.schema.createIndex('campaign_targets_member').on('campaign_targets').columns(['user_id', 'provider_id']).execute();
  // The scheduler's query: due steps of active campaigns, oldest first.
  await sql`CREATE INDEX campaign_targets_due ON campaign_targets (due_at) WHERE campaign_active AND state IN ('due', 'awaiting')`.execute(db);
  await sql`CREATE INDEX campaign_targets_running ON campaign_targets (updated_at) WHERE state = 'running'`.execute(db);

  await db.schema.alterTable('campaigns').addColumn('account_id', 'text').execute();
  await db.schema.alterTable('campaigns').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('campaigns').dropColumn('description').execute();
  await db.schema.alterTable('campaigns').dropColumn('account_id').execute();
  await db.schema.dropTable('campaign_targets').execute();
}
