export * from './projector';
export * from './event-apply-failed';
export * from './projections';
export * from './notices';
export * from './check-rebuild';
