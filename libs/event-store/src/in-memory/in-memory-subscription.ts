import {
  START,
  type EventSubscription,
  type GlobalPosition,
  type RecordedEvent,
  type SubscribeToAllOptions,
} from '../event-store';

const DEFAULT_MAX_BATCH_SIZE = 500;

/**
 * Catch-up then live over the in-memory log: reads what is after the last delivered event, then
 * sleeps until an append (or close) wakes it. No polling, so a test that waits for an event waits
 * for exactly that.
 */
export class InMemorySubscription implements EventSubscription {
  private closed = false;
  private waiting: (() => void) | undefined;

  constructor(
    private readonly readAfter: (after: GlobalPosition, maxCount: number) => RecordedEvent[],
    private readonly options: SubscribeToAllOptions,
    private readonly onEnd: (subscription: InMemorySubscription) => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<readonly RecordedEvent[]> {
    const maxCount = this.options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE;
    let after = this.options.after ?? START;
    try {
      while (!this.closed) {
        const batch = this.readAfter(after, maxCount);
        if (batch.length > 0) {
          after = batch[batch.length - 1].position;
          yield batch;
        } else {
          await new Promise<void>((resolve) => (this.waiting = resolve));
        }
      }
    } finally {
      this.onEnd(this);
    }
  }

  /** An append happened: a subscriber waiting for live events reads again. */
  wake(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }

  /** Ends the iteration: a consumer waiting for the next batch gets `done`; no batch follows. */
  close(): Promise<void> {
    this.closed = true;
    this.wake();
    this.onEnd(this);
    return Promise.resolve();
  }
}
