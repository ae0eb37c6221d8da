import { key, required, stampedNow } from '../migrations/columns';
import type { MigrationParts } from '../migrations/migration-part';
import { tablesPart } from '../migrations/read-model-table';

/** A position in the event store's global log, as the store gives it. */
const position = required('bigint', 'commit_position', 'prepare_position');

/** The projector's own tables: its checkpoint and the events it parked. */
export const projectorStateMigration = {
  '0001-initial': tablesPart({
    name: 'projection_checkpoints',
    columns: [key('projection'), position, stampedNow('updated_at')],
  }),
  /**
   * Events a projector set aside after failing to apply them a few times (issue 10): one row each,
   * so the other events go on, `/api/ready` says `degraded`, and `npm run projector:parked` lists
   * and retries them. The event itself stays in the event store; the row says where it is and why.
   */
  '0014-projector-parked': tablesPart({
    name: 'projector_parked',
    columns: [
      required('text', 'projection'),
      position,
      required('text', 'event_id', 'stream_id'),
      required('bigint', 'stream_position'),
      required('text', 'event_type', 'error'),
      required('integer', 'attempts'),
      stampedNow('parked_at'),
    ],
    primaryKey: { projector_parked_pk: ['projection', 'commit_position', 'prepare_position'] },
  }),
} satisfies MigrationParts;
