import type { BusMessage, MessageBus } from './message-bus';

/**
 * Puts every subject of a bus under a namespace (`<namespace>.<subject>`), so several
 * installations or test runs can share one NATS server without meeting: the code above keeps using
 * the product's own subjects (`outflow.work.steps`, `outflow.notice.…`).
 */
export function namespacedBus(bus: MessageBus, namespace: string): MessageBus {
  const prefix = `${namespace}.`;
  const inside = (subject: string) => `${prefix}${subject}`;
  const outside = (subject: string) => (subject.startsWith(prefix) ? subject.slice(prefix.length) : subject);
  return {
    publish: (subject, data, options) => bus.publish(inside(subject), data, options),
    consume: (subject, handler, options) =>
      bus.consume(
        inside(subject),
        (message) => handler({ ...message, subject: outside(message.subject) } as BusMessage<never>),
        options,
      ),
    notify: (subject, data) => bus.notify(inside(subject), data),
    listen: (subject, handler) =>
      bus.listen(inside(subject), (data, subject) => handler(data as never, outside(subject))),
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}

/** The work subjects and stream name a namespaced NATS bus needs (stream names allow no dots). */
export function namespacedStream(
  namespace: string,
  streamName: string,
  subjects: readonly string[],
): { streamName: string; subjects: string[] } {
  return {
    streamName: `${streamName}_${namespace.replace(/[^A-Za-z0-9_-]/g, '_').toUpperCase()}`,
    subjects: subjects.map((s) => `${namespace}.${s}`),
  };
}
