import { setTimeout as delay } from 'node:timers/promises';
import type { EventSubscription, RecordedEvent } from '../event-store';

/**
 * Consumes a subscription in the background and keeps what it delivered, so a test can append,
 * then wait for what it expects (or give up with a message that says what did arrive).
 */
export class SubscriptionRecorder {
  readonly events: RecordedEvent[] = [];
  readonly batchSizes: number[] = [];
  /** Settles when the iteration ends: resolves on a clean end, rejects with the iteration's error. */
  readonly ended: Promise<void>;
  private failure: Error | undefined;

  constructor(
    readonly subscription: EventSubscription,
    /** Keeps only the events a test is about (a shared KurrentDB holds other tests' events too). */
    private readonly keep: (event: RecordedEvent) => boolean = () => true,
  ) {
    this.ended = (async () => {
      for await (const batch of subscription) {
        this.batchSizes.push(batch.length);
        this.events.push(...batch.filter(this.keep));
      }
    })();
    this.ended.catch((error: unknown) => (this.failure = error instanceof Error ? error : new Error(String(error))));
  }

  get eventIds(): string[] {
    return this.events.map((e) => e.eventId);
  }

  async waitFor(done: (events: readonly RecordedEvent[]) => boolean, what: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.events)) {
      if (this.failure !== undefined) throw this.failure;
      if (Date.now() > deadline) {
        throw new Error(
          `Subscription did not deliver ${what} within ${timeoutMs} ms; got ${this.events.length} events: ${this.events.map((e) => e.type).join(', ')}`,
        );
      }
      await delay(10);
    }
  }

  async waitForCount(count: number, timeoutMs?: number): Promise<void> {
    await this.waitFor((events) => events.length >= count, `${count} events`, timeoutMs);
  }
}
