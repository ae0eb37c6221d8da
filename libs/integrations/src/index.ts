export * from './integrations-db';
export * from './api-keys/api-key-uses';
export * from './webhooks/destination-policy';
export * from './webhooks/webhook-signature';
export * from './webhooks/webhook-outcomes';
export * from './webhooks/webhook-deliveries';
export * from './webhooks/webhook-sender';
export * from './webhooks/webhook-dispatcher';
