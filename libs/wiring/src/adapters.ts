import type { Config } from '@outflow/config';
import { createKurrentDbEventStore, createPostgresEventStore, type EventStore } from '@outflow/event-store';
import { createInProcessMessageBus, createNatsMessageBus, DEFAULT_STREAM_NAME, DEFAULT_WORK_SUBJECTS, namespacedBus, namespacedStream, type MessageBus } from '@outflow/messaging';

/** The event store's own schema, beside `read_models` in the same database. */
export const EVENT_STORE_SCHEMA = 'event_store';

/** EVENT_STORE=postgres (default) keeps events in the read models' database; kurrentdb uses KURRENTDB_URL. */
export async function openEventStore(config: Config, databaseUrl: string): Promise<EventStore> {
  if (config.EVENT_STORE === 'kurrentdb') return createKurrentDbEventStore({ connectionString: config.KURRENTDB_URL! });
  const store = createPostgresEventStore({ connectionString: databaseUrl, schema: EVENT_STORE_SCHEMA });
  await store.ensureSchema();
  return store;
}

/**
 * NATS_URL set: JetStream, shared by every process. Unset: the in-process bus, which only works
 * when api, projector and runner share one process (the all-in-one).
 */
export async function openMessageBus(config: Config, options: { allowInProcess: boolean }): Promise<MessageBus> {
  if (config.NATS_URL && config.NATS_NAMESPACE) {
    // Several installations (or test runs) on one NATS server: each under its own subjects and stream.
    const bus = await createNatsMessageBus({ servers: config.NATS_URL, ...namespacedStream(config.NATS_NAMESPACE, DEFAULT_STREAM_NAME, DEFAULT_WORK_SUBJECTS) });
    return namespacedBus(bus, config.NATS_NAMESPACE);
  }
  if (config.NATS_URL) return createNatsMessageBus({ servers: config.NATS_URL });
  if (!options.allowInProcess) {
    throw new Error('NATS_URL is required when api, projector and runner run as separate processes');
  }
  return createInProcessMessageBus();
}
