import type { BusMessage, MessageHandler } from './message-bus';

/**
 * One delivery as an adapter receives it: the shape handlers see, but raw (an ack after a nak
 * still reaches the adapter). handleDelivery gives the handler a message that settles once.
 */
export type Delivery<T> = BusMessage<T>;

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
