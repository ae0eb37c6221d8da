export * from './adapters';
export * from './database';
export * from './embedded-database';
export * from './auth';
export * from './billing';
export * from './ai';
export * from './linkedin';
export * from './process-lifecycle';
