export * from './config';
export * from './shared-settings';
