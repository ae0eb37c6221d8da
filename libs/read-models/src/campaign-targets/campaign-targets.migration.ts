import { sql } from 'kysely';
import { counters, defaulted, flags, key, optional, owner, required, updatedAt } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { addColumns, createTables, dropTables, type ReadModelTable } from '../migrations/read-model-table';

/** The table as 0006 created it; later migrations add to it. */
const campaignTargets: ReadModelTable = {
  name: 'campaign_targets',
  columns: [
    key('target_id'),
    owner,
    required('text', 'campaign_id', 'profile_url'),
    // Known once the lead is enriched: how webhooks (a reply, an accepted invitation) find the lead.
    optional('text', 'provider_id', 'public_id', 'step_id'),
    defaulted('text', 'act', 'phase'),
    optional('timestamptz', 'due_at'),
    // due | running | awaiting | completed | failed
    required('text', 'state'),
    required('boolean', 'campaign_active'),
    flags('started', 'invited', 'accepted', 'messaged', 'replied'),
    updatedAt,
  ],
  indexes: { campaign_targets_campaign: ['campaign_id'], campaign_targets_member: ['user_id', 'provider_id'] },
};

/** What 0009 adds: the step's action and limit, why it waits, its reservation, the last action, how it ended. */
const engineColumns = [
  optional('text', 'action', 'limit_key', 'wait_reason'),
  counters('attempt'),
  optional('timestamptz', 'open_since', 'reserved_at', 'await_until'),
  optional('text', 'last_action'),
  optional('timestamptz', 'last_action_at'),
  optional('text', 'last_action_text', 'end_reason', 'failure'),
];

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const campaignTargetsMigration = {
  /**
   * campaign_targets: one row per lead inside a campaign, for two readers. The runner's scheduler
   * reads which steps are due (the durable timers: due_at survives restarts because it is projected
   * from StepScheduled events); the campaign list's stats are aggregates of its flags.
   */
  '0006-campaign-targets': {
    async up(db) {
      await createTables(db, campaignTargets);
      // The scheduler's query: due steps of active campaigns, oldest first.
      await sql`CREATE INDEX campaign_targets_due ON campaign_targets (due_at) WHERE campaign_active AND state IN ('due', 'awaiting')`.execute(
        db,
      );
      await sql`CREATE INDEX campaign_targets_running ON campaign_targets (updated_at) WHERE state = 'running'`.execute(
        db,
      );
    },
    async down(db) {
      await dropTables(db, campaignTargets);
    },
  },
  /** A chat finds its campaign lead by the other attendee's public id too. */
  '0008-chats': {
    async up(db) {
      await db.schema
        .createIndex('campaign_targets_member_public')
        .on('campaign_targets')
        .columns(['user_id', 'public_id'])
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('campaign_targets_member_public').execute();
    },
  },
  /**
   * The engine on one clock: campaign_targets speaks the domain's one name per state (`due` becomes
   * `scheduled`) and keeps what the scheduler paces by (the step's action and the limit it counts
   * against) and what the campaign page shows (why it waits, the last action, the open reservation).
   */
  '0009-engine-schedule': {
    async up(db) {
      await sql`UPDATE campaign_targets SET state = 'scheduled' WHERE state = 'due'`.execute(db);
      await addColumns(db, 'campaign_targets', ...engineColumns);
      // Rows projected before: their step's action is the builder node's type.
      await sql`
    UPDATE campaign_targets t SET action = n.node->>'type'
    FROM campaigns c, jsonb_array_elements(c.sequence->'nodes') AS n(node)
    WHERE c.id = t.campaign_id AND n.node->>'id' = t.step_id`.execute(db);
      await sql`DROP INDEX IF EXISTS campaign_targets_due`.execute(db);
      await sql`DROP INDEX IF EXISTS campaign_targets_running`.execute(db);
      await sql`CREATE INDEX campaign_targets_due ON campaign_targets (user_id, due_at) WHERE campaign_active AND state IN ('scheduled', 'awaiting')`.execute(
        db,
      );
      await sql`CREATE INDEX campaign_targets_running ON campaign_targets (reserved_at) WHERE state = 'running'`.execute(
        db,
      );
    },
    async down(db) {
      await sql`DROP INDEX IF EXISTS campaign_targets_due`.execute(db);
      await sql`DROP INDEX IF EXISTS campaign_targets_running`.execute(db);
      for (const column of engineColumns.flat())
        await db.schema.alterTable('campaign_targets').dropColumn(column.name).execute();
      await sql`UPDATE campaign_targets SET state = 'due' WHERE state = 'scheduled'`.execute(db);
      await sql`CREATE INDEX campaign_targets_due ON campaign_targets (due_at) WHERE campaign_active AND state IN ('due', 'awaiting')`.execute(
        db,
      );
      await sql`CREATE INDEX campaign_targets_running ON campaign_targets (updated_at) WHERE state = 'running'`.execute(
        db,
      );
    },
  },
  /**
   * The campaign page and replay: campaign_targets keeps each lead's folded TargetState
   * (`target_state`, the domain's evolveTarget is the one fold; the flat columns the scheduler
   * queries are derived from it) and its place in the campaign's list (`position`, the lead table's
   * order). Rows projected before get a state built from their columns and their lead's profile, so
   * an upgrade keeps working; `npm run projector:rebuild` folds them from the events exactly.
   */
  '0016-campaign-target-state': {
    async up(db) {
      await addColumns(db, 'campaign_targets', optional('jsonb', 'target_state'), defaulted('integer', 0, 'position'));
      await sql`UPDATE campaign_targets SET position = coalesce(substring(target_id from '_([0-9]+)$')::integer, 0)`.execute(
        db,
      );
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
      await db.schema
        .createIndex('campaign_targets_campaign_position')
        .on('campaign_targets')
        .columns(['campaign_id', 'position'])
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('campaign_targets_campaign_position').execute();
      await db.schema.alterTable('campaign_targets').dropColumn('target_state').dropColumn('position').execute();
    },
  },
  /**
   * Campaigns over several senders: the sender a lead was assigned (null: the campaign's one
   * sender, as before) and whether the lead must be assigned one before it is paced.
   */
  '0025a-campaign-senders': {
    async up(db) {
      await addColumns(db, 'campaign_targets', optional('text', 'account_id'), flags('needs_sender'));
    },
    async down(db) {
      await db.schema.alterTable('campaign_targets').dropColumn('account_id').dropColumn('needs_sender').execute();
    },
  },
  /**
   * The scheduler's reads per sender of a large workspace: a sender's due steps, and the leads of a
   * campaign waiting for a sender, without walking every due lead of the owner (5,000 leads over 50
   * senders: each sender's pass walked them all).
   */
  '0026j-sender-due-indexes': {
    async up(db) {
      await sql`CREATE INDEX campaign_targets_sender_due ON campaign_targets (account_id, due_at) WHERE campaign_active AND state IN ('scheduled', 'awaiting') AND account_id IS NOT NULL`.execute(
        db,
      );
      await sql`CREATE INDEX campaign_targets_awaiting_sender ON campaign_targets (campaign_id, due_at, position) WHERE campaign_active AND needs_sender AND account_id IS NULL AND state IN ('scheduled', 'awaiting')`.execute(
        db,
      );
    },
    async down(db) {
      await sql`DROP INDEX IF EXISTS campaign_targets_sender_due`.execute(db);
      await sql`DROP INDEX IF EXISTS campaign_targets_awaiting_sender`.execute(db);
    },
  },
} satisfies MigrationParts;
