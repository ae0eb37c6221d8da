export * from './event-store';
export * from './concurrency-error';
export * from './handle-command';
