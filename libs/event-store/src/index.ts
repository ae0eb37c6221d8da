export * from './event-store';
export * from './concurrency-error';
export * from './handle-command';
export * from './support-writes';
export * from './postgres/postgres-event-store';
export * from './postgres/duplicate-event-error';
export * from './kurrentdb/kurrentdb-event-store';
export { EVENT_COLUMNS_SQL } from './postgres/schema';
export * from './in-memory/in-memory-event-store';
