import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  DEFAULT_ACK_WAIT_MS,
  DEFAULT_DUPLICATE_WINDOW_MS,
  DEFAULT_MAX_DELIVER,
  DEFAULT_STREAM_NAME,
  DEFAULT_WORK_SUBJECTS,
} from '../defaults';
import { decodeJson, encodeJson } from '../json-codec';
import type { ConsumeOptions, Consumer, MessageBus, MessageHandler } from '../message-bus';
import { assertValidSubject, subjectMatches } from '../subject-pattern';
import { ensureDurableConsumer, ensureWorkStream } from './jetstream-setup';
import { NatsPullConsumer } from './nats-pull-consumer';

export interface NatsMessageBusOptions {
  /** One URL or several, e.g. `nats://127.0.0.1:4222`. */
  readonly servers: string | string[];
  /** The JetStream stream holding work messages; default `OUTFLOW`. */
  readonly streamName?: string;
  /** Subjects the work stream captures; default `['outflow.work.>']`. Notices must stay outside. */
  readonly subjects?: string[];
  /** A re-publish of the same messageId within this window is dropped; default 2 minutes. */
  readonly duplicateWindowMs?: number;
  /** Where handler failures, listener errors and pull errors are reported; default console.error. */
  readonly onError?: (error: unknown) => void;
}

const PING_TIMEOUT_MS = 2_000;

/**
 * The production bus: work on a JetStream work-queue stream (durable pull consumers, explicit
 * acks, dedup by `Nats-Msg-Id`), notices on core NATS publish/subscribe. Bodies are JSON.
 */
export async function createNatsMessageBus(options: NatsMessageBusOptions): Promise<MessageBus> {
  const streamName = options.streamName ?? DEFAULT_STREAM_NAME;
  const subjects = options.subjects ?? DEFAULT_WORK_SUBJECTS;
  subjects.forEach((s) => assertValidSubject(s, true));
  const onError = options.onError ?? ((error: unknown) => console.error('[nats bus]', error));

  // Reconnect forever: a long-lived service should ride out a NATS restart.
  const nc = await connect({ servers: options.servers, name: 'outflow', maxReconnectAttempts: -1 });
  const jsm = await jetstreamManager(nc);
  try {
    await ensureWorkStream(jsm, {
      name: streamName,
      subjects,
      duplicateWindowMs: options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS,
    });
  } catch (error) {
    await nc.close();
    throw error;
  }
  const js = jetstream(nc);
  const consumers = new Set<Consumer>();

  function isWorkSubject(subject: string): boolean {
    return subjects.some((pattern) => subjectMatches(pattern, subject));
  }

  return {
    async publish<T>(subject: string, data: T, publishOptions?: { readonly messageId?: string }) {
      assertValidSubject(subject, false);
      if (!isWorkSubject(subject)) {
        throw new Error(`Subject "${subject}" is not captured by stream ${streamName} (${subjects.join(', ')})`);
      }
      const messageId = publishOptions?.messageId;
      await js.publish(subject, encodeJson(data), {
        expect: { streamName },
        ...(messageId !== undefined ? { msgID: messageId } : {}),
      });
    },

    async consume<T>(subject: string, handler: MessageHandler<T>, consumeOptions: ConsumeOptions) {
      assertValidSubject(subject, true);
      await ensureDurableConsumer(jsm, streamName, {
        durableName: consumeOptions.durableName,
        filterSubject: subject,
        ackWaitMs: consumeOptions.ackWaitMs ?? DEFAULT_ACK_WAIT_MS,
        maxDeliver: consumeOptions.maxDeliver ?? DEFAULT_MAX_DELIVER,
      });
      const jsConsumer = await js.consumers.get(streamName, consumeOptions.durableName);
      const concurrency = Math.max(1, consumeOptions.concurrency ?? 1);
      const pull = new NatsPullConsumer<T>(jsConsumer, handler, concurrency, onError, () => nc.isClosed());
      const consumer: Consumer = {
        async stop() {
          consumers.delete(consumer);
          await pull.stop();
        },
      };
      consumers.add(consumer);
      return consumer;
    },

    async notify<T>(subject: string, data: T) {
      assertValidSubject(subject, false);
      // A core publish on a stream subject would be stored as work: keep the two apart.
      if (isWorkSubject(subject)) {
        throw new Error(`Notice subject "${subject}" is captured by work stream ${streamName}; use outflow.notice.*`);
      }
      nc.publish(subject, encodeJson(data));
    },

    async listen<T>(subject: string, handler: (data: T, subject: string) => void) {
      assertValidSubject(subject, true);
      const subscription = nc.subscribe(subject, {
        callback: (error, msg) => {
          if (error) return onError(error);
          try {
            handler(decodeJson<T>(msg.string()), msg.subject);
          } catch (handlerError) {
            onError(handlerError);
          }
        },
      });
      // Once listen() resolves the server knows the interest, so the next notice reaches it.
      await nc.flush();
      const consumer: Consumer = {
        async stop() {
          consumers.delete(consumer);
          subscription.unsubscribe();
        },
      };
      consumers.add(consumer);
      return consumer;
    },

    async ping() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`NATS did not answer within ${PING_TIMEOUT_MS} ms`)),
          PING_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([nc.rtt(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },

    async close() {
      if (nc.isClosed()) return;
      await Promise.all([...consumers].map((c) => c.stop()));
      await nc.drain();
    },
  };
}
