import type { AllStreamSubscription } from '@kurrent/kurrentdb-client';
import type { EventSubscription, GlobalPosition, RecordedEvent } from '../event-store';
import { isAfter, toRecordedEvent } from './kurrentdb-recorded-event';

/**
 * Turns the client's event stream into batches: a batch holds what has already arrived, up to
 * maxBatchSize, so catch-up comes in large batches and live events one by one without waiting.
 * While the consumer works on a batch nothing is read, and the client's stream applies backpressure.
 */
export class KurrentDbSubscription implements EventSubscription {
  private closed = false;

  constructor(
    private readonly subscription: AllStreamSubscription,
    private readonly after: GlobalPosition | undefined,
    private readonly maxBatchSize: number,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<readonly RecordedEvent[]> {
    let batch: RecordedEvent[] = [];
    try {
      for await (const resolved of this.subscription) {
        if (this.closed) return;
        const event = toRecordedEvent(resolved);
        if (event && isAfter(event, this.after)) batch.push(event);
        if (batch.length > 0 && (batch.length >= this.maxBatchSize || this.subscription.readableLength === 0)) {
          yield batch;
          batch = [];
        }
      }
    } catch (error) {
      // Destroying the stream on close ends its iterator with a premature-close error.
      if (!this.closed) throw error;
    }
  }

  /** Cancels the gRPC call and ends the iteration, whether or not the call's end reaches the stream. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.subscription.unsubscribe();
    this.subscription.destroy();
  }
}
