export * from './event-specification';
export * from './eventually';
export * from './free-port';
export * from './local-json-server';
export * from './services';
export * from './campaign-fixture';
