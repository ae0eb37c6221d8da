import { perUser, required, updatedAt } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

export const scheduleSettingsMigration = {
  '0009-engine-schedule': tablesPart({
    name: 'schedule_settings',
    columns: [
      perUser,
      required('text', 'time_zone'),
      required('jsonb', 'working_hours'),
      required('boolean', 'warm_up_enabled'),
      updatedAt,
    ],
  }),
} satisfies MigrationParts;
