import type { LocalSecretSource } from './local-secret';

export const DEFAULT_LOCAL_ISSUER = 'outflow-local';
export const DEFAULT_LOCAL_AUDIENCE = 'outflow-api';
export const DEFAULT_LOCAL_TTL = '1d';

/** Local tokens are HMAC-signed: the issuer and the verifier share one secret. */
export const LOCAL_TOKEN_ALGORITHM = 'HS256';

/** What the local issuer and verifier must agree on. */
export type LocalTokenSettings = LocalSecretSource & { issuer?: string; audience?: string };
