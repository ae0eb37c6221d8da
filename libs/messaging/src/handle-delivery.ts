import type { BusMessage, MessageHandler } from './message-bus';

/** What an adapter knows how to do with one delivery of a message. */
export interface Delivery<T> {
  readonly subject: string;
  readonly data: T;
  readonly messageId?: string;
  readonly deliveryCount: number;
  ack(): Promise<void>;
  nak(delayMs?: number): Promise<void>;
  working(): Promise<void>;
}

/**
 * Runs the handler with the port's semantics, the same for every adapter: the first ack or nak
 * wins (later calls are no-ops), a handler that returns without settling acks, one that throws naks.
 */
export async function handleDelivery<T>(
  handler: MessageHandler<T>,
  delivery: Delivery<T>,
  onError: (error: unknown) => void,
): Promise<void> {
  let settled = false;
  const message: BusMessage<T> = {
    subject: delivery.subject,
    data: delivery.data,
    messageId: delivery.messageId,
    deliveryCount: delivery.deliveryCount,
    async ack() {
      if (settled) return;
      settled = true;
      await delivery.ack();
    },
    async nak(delayMs?: number) {
      if (settled) return;
      settled = true;
      await delivery.nak(delayMs);
    },
    async working() {
      if (!settled) await delivery.working();
    },
  };
  try {
    await handler(message);
    await message.ack();
  } catch (error) {
    onError(error);
    try {
      await message.nak();
    } catch (nakError) {
      onError(nakError);
    }
  }
}
