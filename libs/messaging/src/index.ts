export * from './message-bus';
export * from './subject-pattern';
export {
  DEFAULT_ACK_WAIT_MS,
  DEFAULT_MAX_DELIVER,
  DEFAULT_DUPLICATE_WINDOW_MS,
  DEFAULT_STREAM_NAME,
  DEFAULT_WORK_SUBJECTS,
} from './defaults';
export { createInProcessMessageBus, type InProcessMessageBusOptions } from './in-process/in-process-message-bus';
export { createNatsMessageBus, type NatsMessageBusOptions } from './nats/nats-message-bus';
export { namespacedBus, namespacedStream } from './namespaced-bus';
