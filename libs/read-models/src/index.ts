export * from './schema';
export * from './read-model-db';
export * from './checkpoints';
export * from './rate-limit-settings.queries';
export * from './compare-read-models';
export * from './linkedin-account.queries';
export * from './subscription.queries';
export * from './projected-notice';
