import { sql, type Transaction } from 'kysely';
import type { ReadModelDb } from '../read-model-db';
import type { ReadModelDatabase } from '../schema';

/** The projector that writes the read models: its checkpoint, its lock and its parked events go by this name. */
export const READ_MODELS_PROJECTOR = 'read-models';

export interface Checkpoint {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export async function loadCheckpoint(
  db: ReadModelDb | Transaction<ReadModelDatabase>,
  projection: string,
): Promise<Checkpoint | undefined> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .selectAll()
    .where('projection', '=', projection)
    .executeTakeFirst();
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : undefined;
}

/**
 * Written in the same transaction as the rows a batch produced: both land, or neither. `updated_at`
 * is the database's transaction time: an operator's reading of when it last moved, not domain time.
 */
export async function storeCheckpoint(
  trx: Transaction<ReadModelDatabase>,
  projection: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await trx
    .insertInto('projection_checkpoints')
    .values({
      projection,
      commit_position: checkpoint.commit,
      prepare_position: checkpoint.prepare,
      updated_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc.column('projection').doUpdateSet({
        commit_position: checkpoint.commit,
        prepare_position: checkpoint.prepare,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Another projector moved the checkpoint after this one read it: this one's batch must not land. */
export class CheckpointMovedError extends Error {
  constructor(projection: string) {
    super(`another ${projection} projector moved the checkpoint: this batch was not applied`);
    this.name = 'CheckpointMovedError';
  }
}

/**
 * The fence a batch passes first, in its own transaction: the checkpoint is still where this
 * projector read it (none yet: `undefined`), else CheckpointMovedError. It locks the checkpoint's
 * row (before the first checkpoint, a transaction lock on the name) until the batch commits, so
 * another projector's batch waits here, then finds the checkpoint moved and rolls back. Whoever
 * holds or lost the projector's lock, an event lands once.
 */
export async function claimCheckpoint(
  trx: Transaction<ReadModelDatabase>,
  projection: string,
  expected: Checkpoint | undefined,
): Promise<void> {
  if (expected) {
    const result = await trx
      .updateTable('projection_checkpoints')
      .set({ updated_at: sql<Date>`now()` })
      .where('projection', '=', projection)
      .where('commit_position', '=', expected.commit.toString())
      .where('prepare_position', '=', expected.prepare.toString())
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) throw new CheckpointMovedError(projection);
    return;
  }
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`checkpoint:${projection}`}))`.execute(trx);
  if (await loadCheckpoint(trx, projection)) throw new CheckpointMovedError(projection);
}
