import type { Consumer as JsConsumer, ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import { handleDelivery, type Delivery } from '../handle-delivery';
import { decodeJson } from '../json-codec';
import type { Consumer, MessageHandler } from '../message-bus';

/** How long one pull request waits on the server (the client's minimum is 1 s). */
const PULL_EXPIRES_MS = 5_000;
/** Pause before pulling again after an error (connection lost, consumer missing...). */
const RETRY_AFTER_MS = 1_000;

/**
 * Runs one consume() of a durable pull consumer. It pulls only as many messages as it has free
 * handler slots, so no message waits in a client buffer while its ack timer runs, and stop()
 * hands back (naks) anything it received but did not start.
 */
export class NatsPullConsumer<T> implements Consumer {
  private active = 0;
  private stopping = false;
  private batch?: ConsumerMessages;
  private wake?: () => void;
  private readonly running = new Set<Promise<void>>();
  private readonly loop: Promise<void>;

  constructor(
    private readonly consumer: JsConsumer,
    private readonly handler: MessageHandler<T>,
    private readonly concurrency: number,
    private readonly onError: (error: unknown) => void,
    private readonly connectionClosed: () => boolean,
  ) {
    this.loop = this.pullLoop();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.batch?.close();
    await this.loop;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async pullLoop(): Promise<void> {
    while (!this.stopping) {
      if (this.active >= this.concurrency) {
        await this.sleep();
        continue;
      }
      try {
        const batch = await this.consumer.fetch({
          max_messages: this.concurrency - this.active,
          expires: PULL_EXPIRES_MS,
        });
        this.batch = batch;
        if (this.stopping) await batch.close();
        for await (const msg of batch) {
          if (this.stopping) msg.nak();
          else this.start(msg);
        }
      } catch (error) {
        // A closed connection never comes back (reconnects happen below it): stop pulling.
        if (this.stopping || this.connectionClosed()) break;
        this.onError(error);
        await this.sleep(RETRY_AFTER_MS);
      } finally {
        this.batch = undefined;
      }
    }
  }

  /** Resolves when a handler slot frees, stop() is called, or after `ms` when given. */
  private sleep(ms?: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private start(msg: JsMsg): void {
    const delivery = this.toDelivery(msg);
    if (!delivery) return;
    this.active += 1;
    const run = handleDelivery(this.handler, delivery, this.onError).finally(() => {
      this.active -= 1;
      this.running.delete(run);
      this.wake?.();
    });
    this.running.add(run);
  }

  private toDelivery(msg: JsMsg): Delivery<T> | undefined {
    let data: T;
    try {
      data = decodeJson<T>(msg.string());
    } catch (error) {
      // Not JSON: no redelivery will fix it, so take it out of the work queue.
      this.onError(error);
      msg.term('undecodable JSON body');
      return undefined;
    }
    return {
      subject: msg.subject,
      data,
      messageId: msg.headers?.get('Nats-Msg-Id') || undefined,
      deliveryCount: msg.info.deliveryCount,
      ack: async () => {
        // ackAck waits for the server to confirm, so a resolved ack() means the work is settled.
        await msg.ackAck();
      },
      nak: async (delayMs?: number) => msg.nak(delayMs),
      working: async () => msg.working(),
    };
  }
}
