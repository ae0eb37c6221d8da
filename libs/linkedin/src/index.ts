export * from './errors';
export * from './linkedin-models';
export * from './linkedin-provider';
export * from './profile-url';
export * from './network-distance';
export * from './account-status';
export * from './webhooks';
export * from './webhook-bounds';
export { UnipileLinkedInProvider, type UnipileLinkedInProviderOptions } from './unipile/unipile-linkedin-provider';
export type { RetryOptions } from './unipile/call-policy';
export { DEFAULT_WEBHOOK_SECRET_HEADER } from './unipile/webhook-registrar';
export { baseUrlFromDsn } from './unipile/dsn';
export { RemoteSandboxClock, type RemoteSandboxClockOptions } from './sandbox/remote-sandbox-clock';
/** Unipile's SDK schemas, for the sandbox's contract suite that checks its answers against the SDK. */
export { explainErrors, searchPageValidator, type SchemaMismatch } from './unipile/sdk-schemas';
