import { createHash, randomBytes } from 'node:crypto';

/** Every key starts so: a scanner (or a person) tells an Outflow key from a session token at a glance. */
export const API_KEY_PREFIX = 'ofk_';

/** `ofk_`, the 8 characters the list shows, `_`, then 32 random bytes in base64url (which may hold `_` and `-`). */
const KEY_SHAPE = /^ofk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

/** A new key: `ofk_<8 characters>_<43 characters>`, 256 random bits after the part the list shows. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const visible = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8);
  const prefix = `${API_KEY_PREFIX}${visible}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: apiKeyHash(key) };
}

/** What is stored and looked up: the key's SHA-256 (a key is 256 random bits; a slow hash adds nothing). */
export const apiKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Whether a bearer token is an API key (else it is a session token). */
export const isApiKeyToken = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** Whether a token has an API key's shape (a token with the prefix but another shape is refused as a key). */
export const hasApiKeyShape = (token: string): boolean => KEY_SHAPE.test(token);
