import { handleDelivery } from '../handle-delivery';
import { decodeJson, encodeJson } from '../json-codec';
import type { ConsumeOptions, Consumer, MessageBus, MessageHandler } from '../message-bus';
import { assertValidSubject, patternsOverlap, subjectMatches } from '../subject-pattern';
import { DEFAULT_ACK_WAIT_MS, DEFAULT_DUPLICATE_WINDOW_MS, DEFAULT_MAX_DELIVER } from '../defaults';
import { DuplicateWindow } from './duplicate-window';
import { DurableGroup, type GroupMember, type StoredMessage } from './durable-group';

export interface InProcessMessageBusOptions {
  /** A re-publish of the same messageId within this window is dropped; default 2 minutes (as JetStream). */
  readonly duplicateWindowMs?: number;
  /** Where handler failures and listener errors are reported; default console.error. */
  readonly onError?: (error: unknown) => void;
}

interface Listener {
  readonly pattern: string;
  readonly handler: (data: unknown, subject: string) => void;
  active: boolean;
}

/**
 * The embedded default's bus: the same semantics as the NATS adapter (a JetStream work-queue
 * stream plus core NATS notices) inside one process. It keeps nothing across a restart.
 */
export function createInProcessMessageBus(options: InProcessMessageBusOptions = {}): MessageBus {
  const onError = options.onError ?? ((error: unknown) => console.error('[in-process bus]', error));
  const duplicates = new DuplicateWindow(options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS);
  const groups = new Map<string, DurableGroup>();
  /** Work published before any durable consumer matched it, kept as JetStream keeps it in the stream. */
  let unclaimed: StoredMessage[] = [];
  const listeners = new Set<Listener>();
  const consumers = new Set<Consumer>();
  let nextSeq = 1;
  let closed = false;

  function assertOpen(): void {
    if (closed) throw new Error('The in-process message bus is closed');
  }

  function groupFor(subject: string, options: ConsumeOptions): DurableGroup {
    const settings = {
      ackWaitMs: options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS,
      maxDeliver: options.maxDeliver ?? DEFAULT_MAX_DELIVER,
    };
    const existing = groups.get(options.durableName);
    if (existing) {
      if (existing.filter !== subject) {
        throw new Error(
          `Durable consumer "${options.durableName}" already consumes "${existing.filter}", not "${subject}"`,
        );
      }
      existing.settings = settings;
      return existing;
    }
    const overlapping = [...groups.values()].find((g) => patternsOverlap(g.filter, subject));
    if (overlapping) {
      // A work-queue stream gives each message to one consumer, so JetStream refuses this too.
      throw new Error(
        `Subject "${subject}" overlaps "${overlapping.filter}" of durable consumer "${overlapping.name}"`,
      );
    }
    const group = new DurableGroup(options.durableName, subject, settings);
    groups.set(options.durableName, group);
    const [claimed, rest] = partition(unclaimed, (m) => subjectMatches(subject, m.subject));
    unclaimed = rest;
    claimed.forEach((message) => group.enqueue(message));
    return group;
  }

  return {
    async publish<T>(subject: string, data: T, publishOptions?: { readonly messageId?: string }) {
      assertOpen();
      assertValidSubject(subject, false);
      const body = encodeJson(data);
      const messageId = publishOptions?.messageId;
      if (messageId !== undefined && duplicates.isDuplicate(messageId)) return;
      const message: StoredMessage = { seq: nextSeq++, subject, body, messageId };
      const group = [...groups.values()].find((g) => subjectMatches(g.filter, subject));
      if (group) group.enqueue(message);
      else unclaimed.push(message);
    },

    async consume<T>(subject: string, handler: MessageHandler<T>, consumeOptions: ConsumeOptions) {
      assertOpen();
      assertValidSubject(subject, true);
      const group = groupFor(subject, consumeOptions);
      const member: GroupMember = {
        concurrency: Math.max(1, consumeOptions.concurrency ?? 1),
        active: 0,
        running: new Set(),
        run: (delivery) => handleDelivery(handler as MessageHandler<unknown>, delivery, onError),
      };
      group.join(member);
      const consumer: Consumer = {
        async stop() {
          consumers.delete(consumer);
          await group.leave(member);
        },
      };
      consumers.add(consumer);
      return consumer;
    },

    async notify<T>(subject: string, data: T) {
      assertOpen();
      assertValidSubject(subject, false);
      const body = encodeJson(data);
      // Only those listening now get the notice; delivery is asynchronous, like a network hop.
      const targets = [...listeners].filter((l) => subjectMatches(l.pattern, subject));
      for (const listener of targets) {
        setImmediate(() => {
          if (!listener.active) return;
          try {
            listener.handler(decodeJson(body), subject);
          } catch (error) {
            onError(error);
          }
        });
      }
    },

    async listen<T>(subject: string, handler: (data: T, subject: string) => void) {
      assertOpen();
      assertValidSubject(subject, true);
      const listener: Listener = { pattern: subject, handler: handler as Listener['handler'], active: true };
      listeners.add(listener);
      return {
        async stop() {
          listener.active = false;
          listeners.delete(listener);
        },
      };
    },

    async ping() {
      assertOpen();
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const listener of listeners) listener.active = false;
      listeners.clear();
      await Promise.all([...consumers].map((c) => c.stop()));
      for (const group of groups.values()) group.dispose();
      groups.clear();
      unclaimed = [];
    },
  };
}

function partition<T>(items: T[], predicate: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (predicate(item) ? yes : no).push(item);
  return [yes, no];
}
