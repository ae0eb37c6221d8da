import { sql, type Transaction } from 'kysely';
import type { Checkpoint } from './checkpoints';
import type { ReadModelDb } from '../read-model-db';
import type { ReadModelDatabase } from '../schema';

/** An event a projector set aside after failing to apply it a few times (issue 10). */
export interface ParkedEvent {
  readonly projection: string;
  readonly position: Checkpoint;
  readonly eventId: string;
  readonly streamId: string;
  readonly streamPosition: bigint;
  readonly eventType: string;
  readonly error: string;
  readonly attempts: number;
  readonly parkedAt: Date;
}

/** What the projector writes; the database stamps the time. */
export type ParkedEventEntry = Omit<ParkedEvent, 'parkedAt'>;

type Db = ReadModelDb | Transaction<ReadModelDatabase>;

/** Written in the transaction that moves the checkpoint past the event: both land, or neither. */
export async function parkEvent(trx: Transaction<ReadModelDatabase>, event: ParkedEventEntry): Promise<void> {
  const row = {
    projection: event.projection,
    commit_position: event.position.commit,
    prepare_position: event.position.prepare,
    event_id: event.eventId,
    stream_id: event.streamId,
    stream_position: event.streamPosition,
    event_type: event.eventType,
    error: event.error,
    attempts: event.attempts,
  };
  await trx
    .insertInto('projector_parked')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['projection', 'commit_position', 'prepare_position'])
        .doUpdateSet({ error: row.error, attempts: row.attempts, parked_at: sql`now()` }),
    )
    .execute();
}

export async function listParkedEvents(db: Db, projection: string): Promise<ParkedEvent[]> {
  const rows = await db
    .selectFrom('projector_parked')
    .selectAll()
    .where('projection', '=', projection)
    .orderBy('commit_position')
    .orderBy('prepare_position')
    .execute();
  return rows.map((row) => ({
    projection: row.projection,
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    eventId: row.event_id,
    streamId: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    eventType: row.event_type,
    error: row.error,
    attempts: row.attempts,
    parkedAt: row.parked_at,
  }));
}

/** How many events are parked (every projector's when `projection` is left out): /api/ready's `degraded`. */
export async function countParkedEvents(db: Db, projection?: string): Promise<number> {
  let query = db.selectFrom('projector_parked').select((eb) => eb.fn.countAll<string>().as('n'));
  if (projection) query = query.where('projection', '=', projection);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function removeParkedEvent(trx: Db, projection: string, position: Checkpoint): Promise<void> {
  await trx
    .deleteFrom('projector_parked')
    .where('projection', '=', projection)
    .where('commit_position', '=', position.commit.toString())
    .where('prepare_position', '=', position.prepare.toString())
    .execute();
}
