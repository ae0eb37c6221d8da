import { sql } from 'kysely';
import { counters, optional, owner, ownedRow, required } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { addColumns, tablesPart } from '../migrations/read-model-table';

export const activitiesMigration = {
  /**
   * Daily usage per user and action (the dashboard gauges, the runner's quota view) and the activity
   * log (recent activities). Both are filled from the runner's activity events.
   */
  '0004-usage-and-activities': tablesPart(
    {
      name: 'daily_usage',
      columns: [owner, required('date', 'day'), required('text', 'action'), counters('count')],
      primaryKey: { daily_usage_pkey: ['user_id', 'day', 'action'] },
    },
    {
      name: 'activities',
      columns: [
        ownedRow,
        required('text', 'action', 'profile_url'),
        optional('text', 'campaign_name'),
        required('timestamptz', 'occurred_at'),
      ],
      indexes: { activities_user_time: ['user_id', 'occurred_at'] },
    },
  ),
  /**
   * Each activity names its campaign target (the lead's id in the leads read model) and keeps the
   * text it sent: recent activity shows the lead's name and picture and links to the lead, and a
   * chat starts with the invitation note we sent. Rows projected before this migration have neither
   * until `npm run projector:rebuild`.
   */
  '0015-activity-targets': {
    async up(db) {
      await addColumns(db, 'activities', optional('text', 'target_id', 'text'));
      await sql`CREATE INDEX activities_user_target ON activities (user_id, target_id)`.execute(db);
    },
    async down(db) {
      await db.schema.dropIndex('activities_user_target').execute();
      await db.schema.alterTable('activities').dropColumn('text').dropColumn('target_id').execute();
    },
  },
  /**
   * Usage is what was done inside the account's local day now (issue 17): each activity keeps the
   * limit it counted against, so a day's usage is counted from the actions' own times, in the
   * account's zone of now, whatever zone the day was named in when the action was reserved.
   */
  '0019-usage-by-action-time': {
    async up(db) {
      await addColumns(db, 'activities', optional('text', 'limit_key'));
      await sql`UPDATE activities SET limit_key = CASE action
        WHEN 'view-profile' THEN 'profileViews' WHEN 'send-connection' THEN 'connections'
        WHEN 'send-message' THEN 'messages' WHEN 'like-post' THEN 'likes' WHEN 'endorse-skill' THEN 'endorsements'
        WHEN 'follow-profile' THEN 'followings' WHEN 'send-inmail' THEN 'inmails' ELSE NULL END`.execute(db);
      await sql`CREATE INDEX activities_user_counted ON activities (user_id, occurred_at) WHERE limit_key IS NOT NULL`.execute(
        db,
      );
    },
    async down(db) {
      await sql`DROP INDEX IF EXISTS activities_user_counted`.execute(db);
      await db.schema.alterTable('activities').dropColumn('limit_key').execute();
    },
  },
  /**
   * Each activity names the sender (LinkedIn account) that did it, so a sender's day is counted
   * from its own actions (issue 20, the Senders page). Rows projected before it take the sender
   * when their workspace had only one; `npm run projector:rebuild` names every row's.
   */
  '0025b-sender-usage': {
    async up(db) {
      await addColumns(db, 'activities', optional('text', 'account_id'));
      await sql`UPDATE activities a SET account_id = s.account_id FROM linkedin_accounts s
        WHERE s.user_id = a.user_id
          AND (SELECT count(*) FROM linkedin_accounts x WHERE x.user_id = a.user_id) = 1`.execute(db);
      await sql`CREATE INDEX activities_sender_counted ON activities (user_id, account_id, occurred_at)
        WHERE limit_key IS NOT NULL`.execute(db);
    },
    async down(db) {
      await sql`DROP INDEX IF EXISTS activities_sender_counted`.execute(db);
      await db.schema.alterTable('activities').dropColumn('account_id').execute();
    },
  },
} satisfies MigrationParts;
