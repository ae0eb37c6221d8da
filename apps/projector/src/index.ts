export * from './projector';
export * from './event-apply-failed';
export * from './projection';
export * from './projections';
export * from './notices';
export * from './check-rebuild';
