import type { Config } from '@outflow/config';
import { createKurrentDbEventStore, createPostgresEventStore, type EventStore } from '@outflow/event-store';
import {
  createInProcessMessageBus,
  createNatsMessageBus,
  DEFAULT_STREAM_NAME,
  DEFAULT_WORK_SUBJECTS,
  namespacedBus,
  namespacedStream,
  type MessageBus,
} from '@outflow/messaging';
import { measuredEventStore } from './measured-event-store';
import { logLine as busLog } from './process-lifecycle';

/** The event store's own schema, beside `read_models` in the same database. */
export const EVENT_STORE_SCHEMA = 'event_store';

/** EVENT_STORE=postgres (default) keeps events in the read models' database; kurrentdb uses KURRENTDB_URL. */
export async function openEventStore(config: Config, databaseUrl: string): Promise<EventStore> {
  if (config.EVENT_STORE === 'kurrentdb')
    return measuredEventStore(createKurrentDbEventStore({ connectionString: config.KURRENTDB_URL! }));
  const store = createPostgresEventStore({ connectionString: databaseUrl, schema: EVENT_STORE_SCHEMA });
  await store.ensureSchema();
  return measuredEventStore(store);
}

/**
 * NATS_URL set: JetStream, shared by every process. Unset: the in-process bus, which only works
 * when api, projector and runner share one process (the all-in-one).
 */
export async function openMessageBus(config: Config, options: { allowInProcess: boolean }): Promise<MessageBus> {
  const onError = (error: unknown) =>
    busLog('error', 'message bus error', {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  if (config.NATS_URL && config.NATS_NAMESPACE) {
    // Several installations (or test runs) on one NATS server: each under its own subjects and stream.
    const bus = await createNatsMessageBus({
      servers: config.NATS_URL,
      onError,
      ...namespacedStream(config.NATS_NAMESPACE, DEFAULT_STREAM_NAME, DEFAULT_WORK_SUBJECTS),
    });
    return namespacedBus(bus, config.NATS_NAMESPACE);
  }
  if (config.NATS_URL) return createNatsMessageBus({ servers: config.NATS_URL, onError });
  if (!options.allowInProcess) {
    throw new Error('NATS_URL is required when api, projector and runner run as separate processes');
  }
  return createInProcessMessageBus({ onError });
}
