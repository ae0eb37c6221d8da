import type { Transaction } from 'kysely';
import type { ReadModelDb } from '../read-model-db';
import type { ReadModelDatabase } from '../schema';

/** The projector that writes the read models: its checkpoint, its lock and its parked events go by this name. */
export const READ_MODELS_PROJECTOR = 'read-models';

export interface Checkpoint {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export async function loadCheckpoint(db: ReadModelDb | Transaction<ReadModelDatabase>, projection: string): Promise<Checkpoint | undefined> {
  const row = await db.selectFrom('projection_checkpoints').selectAll().where('projection', '=', projection).executeTakeFirst();
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : undefined;
}

/** Written in the same transaction as the rows a batch produced: both land, or neither. */
export async function storeCheckpoint(trx: Transaction<ReadModelDatabase>, projection: string, checkpoint: Checkpoint): Promise<void> {
  await trx
    .insertInto('projection_checkpoints')
    .values({ projection, commit_position: checkpoint.commit, prepare_position: checkpoint.prepare, updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('projection').doUpdateSet({ commit_position: checkpoint.commit, prepare_position: checkpoint.prepare, updated_at: new Date() }),
    )
    .execute();
}
