import { setTimeout as delay } from 'node:timers/promises';
import { START, type EventSubscription, type RecordedEvent, type SubscribeToAllOptions } from '../event-store';
import type { Queryable } from './append';
import { readAfter, type ReadAfterStatements } from './read-all';

const DEFAULT_MAX_BATCH_SIZE = 500;

/**
 * Catch-up then live, by reading settled events after the last one delivered (see read-all.ts).
 * Live is short polling rather than LISTEN/NOTIFY: a NOTIFY in every append would serialise all
 * appending commits on the notification queue's lock, and it still could not say when a held-back
 * event becomes readable (that happens when some older transaction ends, possibly one that appends
 * nothing). An idle subscriber costs one index probe per poll interval.
 */
export class PostgresSubscription implements EventSubscription {
  private closed = false;
  private readonly stopPolling = new AbortController();
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    private readonly statements: ReadAfterStatements,
    private readonly options: SubscribeToAllOptions,
    private readonly pollIntervalMs: number,
    private readonly onEnd: (subscription: PostgresSubscription) => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<readonly RecordedEvent[]> {
    const maxCount = this.options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE;
    let after = this.options.after ?? START;
    try {
      while (!this.closed) {
        const read = readAfter(this.db, this.statements, {
          after,
          maxCount,
          eventTypes: this.options.eventTypes,
          settled: true,
        });
        this.inFlight = read.catch(() => undefined);
        const batch = await read.catch((error: unknown) => {
          if (this.closed) return [];
          throw error;
        });
        if (this.closed) return;
        if (batch.length > 0) {
          after = batch[batch.length - 1].position;
          yield batch;
        }
        if (batch.length < maxCount) await this.pause();
      }
    } finally {
      this.onEnd(this);
    }
  }

  /** Ends the iteration: a consumer waiting for the next batch gets `done`; no batch follows. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopPolling.abort();
    this.onEnd(this);
    await this.inFlight;
  }

  private async pause(): Promise<void> {
    await delay(this.pollIntervalMs, undefined, { signal: this.stopPolling.signal }).catch(() => undefined);
  }
}
