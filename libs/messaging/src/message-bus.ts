/**
 * The message bus port. Two kinds of traffic:
 * - work (`publish` + `consume`): durable, at-least-once, acknowledged, redelivered after
 *   `ackWaitMs` or a nak, at most `maxDeliver` times, deduplicated by `messageId` (a re-publish
 *   of the same id within the dedup window is dropped). Used for the runner's due steps.
 * - notices (`notify` + `listen`): fire-and-forget fan-out to whoever listens now (the projector's
 *   change notices that drive socket.io pushes). Missing one is harmless: readers re-query.
 * Subjects are dot-separated (`outflow.steps.due`); `listen` accepts NATS wildcards `*` and `>`.
 */
export interface BusMessage<T = unknown> {
  readonly subject: string;
  readonly data: T;
  readonly messageId?: string;
  /** 1 on first delivery. */
  readonly deliveryCount: number;
  ack(): Promise<void>;
  /** Ask for redelivery, after `delayMs` when given. */
  nak(delayMs?: number): Promise<void>;
  /**
   * Still working on it: restarts the ack wait, so a long job of a live consumer is not handed to
   * another one, while a consumer that died stops calling it and its job is redelivered.
   */
  working(): Promise<void>;
}

export interface ConsumeOptions {
  /** Durable consumer name: consumers with the same name share (load-balance) the messages. */
  readonly durableName: string;
  /** Redeliver when not acked within this time; default 30 s. */
  readonly ackWaitMs?: number;
  /** Give up on a message after this many deliveries; default 5. */
  readonly maxDeliver?: number;
  /** Messages handled at once by this consumer instance; default 1. */
  readonly concurrency?: number;
}

/**
 * The handler acks or naks explicitly; if it returns without doing either the message is acked,
 * and if it throws the message is nak'ed (redelivered until maxDeliver).
 */
export type MessageHandler<T = unknown> = (message: BusMessage<T>) => Promise<void>;

export interface Consumer {
  stop(): Promise<void>;
}

export interface MessageBus {
  publish<T>(subject: string, data: T, options?: { readonly messageId?: string }): Promise<void>;
  consume<T>(subject: string, handler: MessageHandler<T>, options: ConsumeOptions): Promise<Consumer>;
  notify<T>(subject: string, data: T): Promise<void>;
  listen<T>(subject: string, handler: (data: T, subject: string) => void): Promise<Consumer>;
  /** Throws when the bus cannot be reached (used by /api/ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
