import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';
import type { ApiKeyScope } from './api-key-scopes';

/**
 * API keys live on one stream per owner (`apiKeysStream(ownerId)`). The owner is one field: today
 * the user who made the key, once workspaces exist the workspace. Only the key's SHA-256 hash is
 * kept; the key itself is shown once, in the answer that creates it.
 */
export type ApiKeyCreated = DomainEvent<
  'ApiKeyCreated',
  {
    keyId: string;
    ownerId: string;
    name: string;
    scopes: ApiKeyScope[];
    /** The key's first characters (`ofk_ab12cd34`), for the list to tell keys apart. */
    prefix: string;
    /** Hex SHA-256 of the whole key: what a request's key is looked up by. */
    hash: string;
    createdBy: { id: string; name: string };
    occurredAt: string;
  }
>;

export type ApiKeyRevoked = DomainEvent<'ApiKeyRevoked', { keyId: string; ownerId: string; occurredAt: string }>;

export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;

export const API_KEY_EVENT_TYPES = eventTypesOf({
  ApiKeyCreated: true,
  ApiKeyRevoked: true,
} satisfies Record<ApiKeyEvent['type'], true>);
