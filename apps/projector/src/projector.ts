import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import {
  AdvisoryLease,
  CheckpointMovedError,
  claimCheckpoint,
  dropReadModels,
  HeldRows,
  listParkedEvents,
  loadCheckpoint,
  migrateReadModels,
  parkEvent,
  PipelinedWrites,
  READ_MODELS_PROJECTOR,
  projectedNoticeSubject,
  removeParkedEvent,
  storeCheckpoint,
  type AnyProjection,
  type ParkedEvent,
  type ParkedEventEntry,
  type ReadModelDatabase,
  type ReadModelDb,
} from '@outflow/read-models';
import { projectorBatchSeconds, projectorEventsApplied } from '@outflow/observability';
import { sql, type Transaction } from 'kysely';
import { performance } from 'node:perf_hooks';
import { projections as allProjections } from './projections';
import { projectedNotice } from './notices';
import { errorText, EventApplyFailedError, PARK_AFTER_ATTEMPTS, positionLabel } from './event-apply-failed';
import { isTransientError } from './transient-error';

export interface ProjectorOptions {
  readonly store: EventStore;
  readonly db: ReadModelDb;
  /** For the advisory lock that keeps one active projector per name across processes. */
  readonly databaseUrl: string;
  readonly bus?: MessageBus;
  readonly name?: string;
  readonly projections?: readonly AnyProjection[];
  readonly maxBatchSize?: number;
  readonly log?: (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;
  /** Wait before resubscribing after a failed batch (live projection only); default 1 s. */
  readonly retryDelayMs?: number;
}

/**
 * Follows the global event order and writes the read models. Each batch's rows and the checkpoint
 * are written in one transaction, so a crash never applies an event twice or loses one. An
 * advisory lock makes a second projector process wait as a hot standby; a projector that loses it
 * stops and stands by, and whatever it still has in flight is fenced: a batch first claims the
 * checkpoint it started from (claimCheckpoint), so a batch after another projector's never lands.
 * An event that cannot be applied is retried, then parked (`projector_parked`) so that it never
 * holds up the others.
 */
export class Projector {
  private readonly name: string;
  private readonly projections: readonly AnyProjection[];
  /** Each projection's event types, looked up for every event of every batch. */
  private readonly typesOf = new Map<AnyProjection, ReadonlySet<string>>();
  private lease?: AdvisoryLease;
  private stopped = false;
  private running?: Promise<void>;
  private closeSubscription?: () => Promise<void>;
  /** Failed attempts per event position, until it applies or is parked. */
  private readonly failures = new Map<string, number>();

  constructor(private readonly options: ProjectorOptions) {
    this.name = options.name ?? READ_MODELS_PROJECTOR;
    this.projections = options.projections ?? allProjections;
    for (const projection of this.projections) this.typesOf.set(projection, new Set(projection.eventTypes));
  }

  /** Waits for the lock, then projects in the background until stop(); stands by again whenever it loses the lock. */
  async start(): Promise<void> {
    if (!(await this.acquireLock())) return;
    this.lease!.onLost(() => void this.closeSubscription?.());
    this.running = this.lead();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.closeSubscription?.();
    await this.lease?.release();
    await this.running?.catch(() => undefined);
    this.lease = undefined;
  }

  /** Whether this projector holds its lock now (a standby, or one that lost it, does not). */
  get active(): boolean {
    return this.lease?.holds() ?? false;
  }

  private async lead(): Promise<void> {
    while (!this.stopped) {
      await this.follow();
      if (this.stopped) return;
      this.options.log?.('info', 'projector waiting for its lock');
      if (!(await this.lease!.acquire())) return;
      this.options.log?.('info', 'projector running');
    }
  }

  /**
   * Applies every event stored so far (or up to `until`), then returns the number applied. The
   * rebuild and the check use this instead of the live subscription.
   */
  async catchUp(options: { until?: GlobalPosition } = {}): Promise<number> {
    const read = (after: GlobalPosition | undefined) =>
      this.options.store
        .readAll({ after, maxCount: this.options.maxBatchSize ?? 2000 })
        .then((batch) =>
          options.until ? batch.filter((e) => comparePositions(e.position, options.until!) <= 0) : batch,
        );
    let checkpoint = await this.checkpoint();
    let next = read(checkpoint);
    let count = 0;
    // This catch-up writes the read models alone: the rows one batch leaves, the next folds onto.
    const held = new HeldRows();
    for (;;) {
      const batch = await next;
      if (batch.length === 0) return count;
      // Read the next batch while this one is written: the replay is bound by round trips.
      next = read(batch[batch.length - 1].position);
      try {
        count += await this.applyBatch(batch, false, checkpoint ?? null, held);
      } catch (error) {
        if (!(error instanceof EventApplyFailedError)) throw error;
        // The events before it were committed: go on from the checkpoint, where it is tried again.
        this.options.log?.('warn', error.message);
        next.catch(() => undefined);
        const from = checkpoint;
        checkpoint = await this.checkpoint();
        const through = checkpoint;
        count += batch.filter(
          (e) =>
            (!from || comparePositions(e.position, from) > 0) && through && comparePositions(e.position, through) <= 0,
        ).length;
        next = read(checkpoint);
        continue;
      }
      checkpoint = batch[batch.length - 1].position;
    }
  }

  /**
   * Drops the read models and replays every event into fresh tables. Holds the projector's lock
   * throughout, so it waits for a running projector to stop first.
   */
  async rebuild(): Promise<number> {
    if (!(await this.acquireLock())) return 0;
    try {
      await dropReadModels(this.options.db);
      await migrateReadModels(this.options.db);
      return await this.catchUp();
    } finally {
      await this.lease?.release();
      this.lease = undefined;
    }
  }

  async checkpoint(): Promise<GlobalPosition | undefined> {
    return loadCheckpoint(this.options.db, this.name);
  }

  async parked(): Promise<ParkedEvent[]> {
    return listParkedEvents(this.options.db, this.name);
  }

  /**
   * `npm run projector:parked -- retry <position>`: applies the parked event alone, now, and
   * removes it from the parked events in the same transaction. Throws (leaving it parked, with the
   * new error) when it still fails.
   */
  async retryParked(position: string): Promise<ParkedEvent> {
    const parked = (await this.parked()).find((p) => positionLabel(p.position) === position);
    if (!parked) throw new Error(`No parked event at position ${position} (npm run projector:parked -- list)`);
    const [event] = await this.options.store.readStream(parked.streamId, {
      fromPosition: parked.streamPosition,
      maxCount: 1,
    });
    if (!event || event.eventId !== parked.eventId)
      throw new Error(
        `Event ${parked.eventId} is no longer at ${parked.streamId}@${parked.streamPosition} in the event store`,
      );
    try {
      await this.options.db.transaction().execute(async (trx) => {
        await this.applyEvents(trx, [event]);
        await removeParkedEvent(trx, this.name, parked.position);
      });
    } catch (error) {
      await this.options.db
        .transaction()
        .execute((trx) => parkEvent(trx, { ...parked, error: errorText(error), attempts: parked.attempts + 1 }));
      throw new Error(`The event at position ${position} still fails: ${errorText(error)}`);
    }
    return parked;
  }

  /** Applies batches while this projector holds its lock. */
  private async follow(): Promise<void> {
    while (!this.stopped && this.active) {
      const subscription = this.options.store.subscribeToAll({
        after: await this.checkpoint(),
        maxBatchSize: this.options.maxBatchSize ?? 1000,
      });
      this.closeSubscription = () => subscription.close();
      // Stopped (or the lock lost) while it was being opened: nothing would close it.
      if (this.stopped || !this.active) {
        await subscription.close().catch(() => undefined);
        break;
      }
      try {
        for await (const batch of subscription) {
          if (this.stopped || !this.active) break;
          await this.applyBatch(batch, true);
        }
      } catch (error) {
        if (this.stopped || !this.active) break;
        if (error instanceof CheckpointMovedError) {
          // Another projector applied these events (one that has not yet noticed it lost the lock): read on from there.
          this.options.log?.('warn', error.message);
          await subscription.close().catch(() => undefined);
          continue;
        }
        // What was not committed of the failed batch is read again from the stored checkpoint.
        if (error instanceof EventApplyFailedError)
          this.options.log?.('warn', error.message, {
            position: positionLabel(error.event.position),
            attempts: error.attempts,
          });
        else
          this.options.log?.('error', 'projector batch failed, retrying from the checkpoint', { error: String(error) });
        await subscription.close().catch(() => undefined);
        await new Promise((r) => setTimeout(r, this.options.retryDelayMs ?? 1000));
      }
    }
  }

  /**
   * Applies a batch and returns how many of its events were new. `known` is the checkpoint when
   * the caller already has it (null: none yet), saving a query a batch; `held`, a catch-up's rows.
   */
  private async applyBatch(
    batch: readonly RecordedEvent[],
    notify: boolean,
    known?: GlobalPosition | null,
    held?: HeldRows,
  ): Promise<number> {
    const last = batch[batch.length - 1].position;
    const current = known === undefined ? await this.checkpoint() : (known ?? undefined);
    // A resubscription can hand back events already applied; the checkpoint says which.
    const fresh = current ? batch.filter((e) => comparePositions(e.position, current) > 0) : batch;
    if (fresh.length === 0) return 0;
    const started = performance.now();
    let writes: PipelinedWrites | undefined;
    try {
      await this.options.db.transaction().execute(async (trx) => {
        await claimCheckpoint(trx, this.name, current);
        writes = await PipelinedWrites.open(trx);
        try {
          await this.applyEvents(trx, fresh, held);
          // The batch's writes were sent without waiting for each: all of them land before the checkpoint.
          await writes.flush();
        } finally {
          await writes.close();
        }
        await storeCheckpoint(trx, this.name, last);
      });
      held?.settle();
      projectorBatchSeconds.observe((performance.now() - started) / 1000);
      projectorEventsApplied.inc(fresh.length);
    } catch (thrown) {
      // A pipelined write that failed aborted the transaction: the statements after it only say so.
      const error = writes?.failed ? writes.failed.error : thrown;
      // The rolled-back batch may have changed held rows: they are read again from what was committed.
      held?.clear();
      if (isTransientError(error) || error instanceof CheckpointMovedError) throw error;
      const { applied, through, failed } = await this.applyOneByOne(fresh, current);
      if (notify && this.options.bus && through) await this.publishNotices(applied, through);
      if (failed) throw failed;
      return fresh.length;
    }
    if (notify && this.options.bus) await this.publishNotices(fresh, last);
    return fresh.length;
  }

  private async applyEvents(
    trx: Transaction<ReadModelDatabase>,
    events: readonly RecordedEvent[],
    held?: HeldRows,
  ): Promise<void> {
    for (const projection of this.projections) {
      const types = this.typesOf.get(projection)!;
      const mine = events.filter((e) => types.has(e.type));
      if (mine.length > 0) await projection.apply(trx, mine, held);
    }
  }

  /**
   * A batch failed: apply its events one at a time, each in a savepoint, to find the one at fault.
   * The events before it are committed in order with the checkpoint just before it. It is parked
   * (and the rest of the batch applied) once it has failed PARK_AFTER_ATTEMPTS times; until then
   * this throws EventApplyFailedError and the caller tries again from the checkpoint.
   */
  private async applyOneByOne(
    events: readonly RecordedEvent[],
    from: GlobalPosition | undefined,
  ): Promise<{ applied: RecordedEvent[]; through?: GlobalPosition; failed?: EventApplyFailedError }> {
    const applied: RecordedEvent[] = [];
    const parked: ParkedEventEntry[] = [];
    let failed: EventApplyFailedError | undefined;
    let through: GlobalPosition | undefined;
    await this.options.db.transaction().execute(async (trx) => {
      await claimCheckpoint(trx, this.name, from);
      for (const event of events) {
        await sql`SAVEPOINT projector_event`.execute(trx);
        try {
          await this.applyEvents(trx, [event]);
          await sql`RELEASE SAVEPOINT projector_event`.execute(trx);
          applied.push(event);
        } catch (error) {
          await sql`ROLLBACK TO SAVEPOINT projector_event`.execute(trx);
          if (isTransientError(error)) throw error;
          const key = positionLabel(event.position);
          const attempts = (this.failures.get(key) ?? 0) + 1;
          this.failures.set(key, attempts);
          if (attempts < PARK_AFTER_ATTEMPTS) {
            failed = new EventApplyFailedError(event, attempts, error);
            break;
          }
          const entry: ParkedEventEntry = {
            projection: this.name,
            position: event.position,
            eventId: event.eventId,
            streamId: event.streamId,
            streamPosition: event.streamPosition,
            eventType: event.type,
            error: errorText(error),
            attempts,
          };
          await parkEvent(trx, entry);
          parked.push(entry);
        }
        through = event.position;
      }
      if (through) await storeCheckpoint(trx, this.name, through);
    });
    for (const entry of parked) {
      this.failures.delete(positionLabel(entry.position));
      this.options.log?.(
        'error',
        `projector parked the event at position ${positionLabel(entry.position)} (${entry.eventType} on ${entry.streamId}) after ${entry.attempts} failed attempts: ${entry.error}`,
        {
          position: positionLabel(entry.position),
          eventId: entry.eventId,
          streamId: entry.streamId,
          eventType: entry.eventType,
          error: entry.error,
        },
      );
    }
    for (const event of applied) this.failures.delete(positionLabel(event.position));
    return { applied, through, failed };
  }

  private async publishNotices(events: readonly RecordedEvent[], checkpoint: GlobalPosition): Promise<void> {
    const bus = this.options.bus!;
    for (const event of events) await bus.notify(projectedNoticeSubject(event.type), projectedNotice(event));
    await bus.notify('outflow.notice.checkpoint', {
      projection: this.name,
      commit: checkpoint.commit.toString(),
      prepare: checkpoint.prepare.toString(),
    });
  }

  /** The live projector, the rebuild and a retry share one lock per name. */
  private acquireLock(): Promise<boolean> {
    // Every batch is fenced by its checkpoint claim, so a new holder need not wait out the old one's lease.
    this.lease = new AdvisoryLease({
      databaseUrl: this.options.databaseUrl,
      key: `projector:${this.name}`,
      fenceMs: 0,
      holder: 'projector',
      log: this.options.log,
    });
    return this.lease.acquire();
  }
}
