import { defaulted, perUser, required, updatedAt } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { addColumns, tablesPart } from '../migrations/read-model-table';

export const rateLimitSettingsMigration = {
  '0001-initial': tablesPart({
    name: 'rate_limit_settings',
    columns: [
      perUser,
      required(
        'integer',
        'connections',
        'messages',
        'profile_views',
        'inmails',
        'likes',
        'endorsements',
        'followings',
        'emails',
        'total',
      ),
      updatedAt,
    ],
  }),
  /** Rate limits gain the weekly invitation cap. */
  '0009-engine-schedule': {
    async up(db) {
      await addColumns(db, 'rate_limit_settings', defaulted('integer', 100, 'weekly_connections'));
    },
    async down(db) {
      await db.schema.alterTable('rate_limit_settings').dropColumn('weekly_connections').execute();
    },
  },
} satisfies MigrationParts;
