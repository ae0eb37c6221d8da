import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import { dropReadModels, loadCheckpoint, migrateReadModels, projectedNoticeSubject, storeCheckpoint, type ReadModelDb } from '@outflow/read-models';
import { Client } from 'pg';
import type { Projection } from './projection';
import { projections as allProjections } from './projections';
import { projectedNotice } from './notices';

export interface ProjectorOptions {
  readonly store: EventStore;
  readonly db: ReadModelDb;
  /** For the advisory lock that keeps one active projector per name across processes. */
  readonly databaseUrl: string;
  readonly bus?: MessageBus;
  readonly name?: string;
  readonly projections?: readonly Projection[];
  readonly maxBatchSize?: number;
  readonly log?: (level: 'info' | 'warn' | 'error', message: string, extra?: Record<string, unknown>) => void;
}

/**
 * Follows the global event order and writes the read models. Each batch's rows and the checkpoint
 * are written in one transaction, so a crash never applies an event twice or loses one. An
 * advisory lock makes a second projector process wait as a hot standby.
 */
export class Projector {
  private readonly name: string;
  private readonly projections: readonly Projection[];
  private lockClient?: Client;
  private stopped = false;
  private running?: Promise<void>;
  private closeSubscription?: () => Promise<void>;

  constructor(private readonly options: ProjectorOptions) {
    this.name = options.name ?? 'read-models';
    this.projections = options.projections ?? allProjections;
  }

  /** Waits for the lock, then projects in the background until stop(). */
  async start(): Promise<void> {
    await this.acquireLock();
    if (this.stopped) return;
    this.running = this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.closeSubscription?.();
    await this.running?.catch(() => undefined);
    await this.lockClient?.end().catch(() => undefined);
    this.lockClient = undefined;
  }

  /**
   * Applies every event stored so far (or up to `until`), then returns the number applied. The
   * rebuild and the check use this instead of the live subscription.
   */
  async catchUp(options: { until?: GlobalPosition } = {}): Promise<number> {
    const read = (after: GlobalPosition | undefined) =>
      this.options.store.readAll({ after, maxCount: this.options.maxBatchSize ?? 2000 }).then((batch) =>
        options.until ? batch.filter((e) => comparePositions(e.position, options.until!) <= 0) : batch,
      );
    let checkpoint = await this.checkpoint();
    let next = read(checkpoint);
    let count = 0;
    for (;;) {
      const batch = await next;
      if (batch.length === 0) return count;
      // Read the next batch while this one is written: the replay is bound by round trips.
      next = read(batch[batch.length - 1].position);
      await this.applyBatch(batch, false, checkpoint ?? null);
      checkpoint = batch[batch.length - 1].position;
      count += batch.length;
    }
  }

  /**
   * Drops the read models and replays every event into fresh tables. Holds the projector's lock
   * throughout, so it waits for a running projector to stop first.
   */
  async rebuild(): Promise<number> {
    await this.acquireLock();
    try {
      await dropReadModels(this.options.db);
      await migrateReadModels(this.options.db);
      return await this.catchUp();
    } finally {
      await this.lockClient?.end().catch(() => undefined);
      this.lockClient = undefined;
    }
  }

  async checkpoint(): Promise<GlobalPosition | undefined> {
    return loadCheckpoint(this.options.db, this.name);
  }

  private async follow(): Promise<void> {
    while (!this.stopped) {
      const subscription = this.options.store.subscribeToAll({ after: await this.checkpoint(), maxBatchSize: this.options.maxBatchSize ?? 1000 });
      this.closeSubscription = () => subscription.close();
      try {
        for await (const batch of subscription) {
          if (this.stopped) break;
          await this.applyBatch(batch, true);
        }
      } catch (error) {
        if (this.stopped) break;
        // Nothing was committed for the failed batch: resubscribe from the stored checkpoint.
        this.options.log?.('error', 'projector batch failed, retrying from the checkpoint', { error: String(error) });
        await subscription.close().catch(() => undefined);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  /** `known` is the checkpoint when the caller already has it (null: none yet), saving a query a batch. */
  private async applyBatch(batch: readonly RecordedEvent[], notify: boolean, known?: GlobalPosition | null): Promise<void> {
    const last = batch[batch.length - 1].position;
    const current = known === undefined ? await this.checkpoint() : (known ?? undefined);
    // A resubscription can hand back events already applied; the checkpoint says which.
    const fresh = current ? batch.filter((e) => comparePositions(e.position, current) > 0) : batch;
    if (fresh.length === 0) return;
    await this.options.db.transaction().execute(async (trx) => {
      for (const projection of this.projections) {
        const mine = fresh.filter((e) => projection.eventTypes.includes(e.type));
        if (mine.length > 0) await projection.apply(trx, mine);
      }
      await storeCheckpoint(trx, this.name, last);
    });
    if (notify && this.options.bus) await this.publishNotices(fresh, last);
  }

  private async publishNotices(events: readonly RecordedEvent[], checkpoint: GlobalPosition): Promise<void> {
    const bus = this.options.bus!;
    for (const event of events) await bus.notify(projectedNoticeSubject(event.type), projectedNotice(event));
    await bus.notify('outflow.notice.checkpoint', { projection: this.name, commit: checkpoint.commit.toString(), prepare: checkpoint.prepare.toString() });
  }

  private async acquireLock(): Promise<void> {
    this.lockClient = new Client({ connectionString: this.options.databaseUrl });
    // Losing the lock's connection ends the session and with it the lock; log it, never crash on it.
    this.lockClient.on('error', (error) => this.options.log?.('warn', 'projector lock connection lost', { error: String(error) }));
    await this.lockClient.connect();
    while (!this.stopped) {
      const { rows } = await this.lockClient.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [`projector:${this.name}`]);
      if (rows[0].locked) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
