import { decideByType, evolveByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import type { ApiKeyCommand } from './api-key-commands';
import type { ApiKeyEvent } from './api-key-events';
import { isApiKeyScope, type ApiKeyScope } from './api-key-scopes';
import { REFUSAL_WORDS } from '../refusal-words';

export const MAX_API_KEY_NAME_LENGTH = 100;
/** Keys an owner holds at once (revoked ones do not count). */
export const MAX_API_KEYS = 50;

/** The owner's live keys by id, with their names (a name names one live key: it is the actor in the timeline). */
export interface ApiKeysState {
  readonly keys: ReadonlyMap<string, { readonly name: string }>;
  readonly revoked: ReadonlySet<string>;
}

const initialState = (): ApiKeysState => ({ keys: new Map(), revoked: new Set() });

function checkedName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '') throw new DomainError(REFUSAL_WORDS.apiKeyName, 'NAME_REQUIRED', 'name');
  if (trimmed.length > MAX_API_KEY_NAME_LENGTH)
    throw new DomainError(REFUSAL_WORDS.apiKeyNameTooLong(MAX_API_KEY_NAME_LENGTH), 'NAME_TOO_LONG', 'name');
  return trimmed;
}

function checkedScopes(scopes: unknown): ApiKeyScope[] {
  if (!Array.isArray(scopes) || scopes.length === 0)
    throw new DomainError(REFUSAL_WORDS.apiKeyScopes, 'SCOPES_REQUIRED', 'scopes');
  const wrong: unknown = scopes.find((s) => !isApiKeyScope(s));
  if (wrong !== undefined)
    throw new DomainError(
      `scopes: ${(typeof wrong === 'string' ? wrong : JSON.stringify(wrong)).slice(0, 50)} is not a scope (campaigns, leads, contacts, inbox or settings, then :read or :write)`,
      'INVALID_SCOPE',
      'scopes',
    );
  return [...new Set(scopes as ApiKeyScope[])].sort();
}

export const apiKeysDecider: Decider<ApiKeysState, ApiKeyCommand, ApiKeyEvent> = {
  initialState,
  decide: decideByType<ApiKeysState, ApiKeyCommand, ApiKeyEvent>({
    CreateApiKey: ({ data }, state) => {
      const name = checkedName(data.name);
      const scopes = checkedScopes(data.scopes);
      if (state.keys.has(data.keyId) || state.revoked.has(data.keyId))
        throw new DomainError('API key already exists', 'API_KEY_EXISTS', 'id');
      if ([...state.keys.values()].some((k) => k.name === name))
        throw new DomainError(REFUSAL_WORDS.apiKeyNameTaken(name), 'API_KEY_NAME_TAKEN', 'name');
      if (state.keys.size >= MAX_API_KEYS)
        throw new DomainError(REFUSAL_WORDS.tooManyApiKeys(MAX_API_KEYS), 'TOO_MANY_API_KEYS', 'name');
      return [
        {
          type: 'ApiKeyCreated',
          data: {
            keyId: data.keyId,
            ownerId: data.ownerId,
            name,
            scopes,
            prefix: data.prefix,
            hash: data.hash,
            createdBy: data.createdBy,
            occurredAt: data.now.toISOString(),
          },
        },
      ];
    },
    RevokeApiKey: ({ data }, state) => {
      if (!state.keys.has(data.keyId)) throw new DomainError('API key not found', 'NOT_FOUND', 'id');
      return [
        {
          type: 'ApiKeyRevoked',
          data: { keyId: data.keyId, ownerId: data.ownerId, occurredAt: data.now.toISOString() },
        },
      ];
    },
  }),
  evolve: evolveByType<ApiKeysState, ApiKeyEvent>({
    ApiKeyCreated: (state, { data }) => ({ ...state, keys: new Map(state.keys).set(data.keyId, { name: data.name }) }),
    ApiKeyRevoked: (state, { data }) => {
      const keys = new Map(state.keys);
      keys.delete(data.keyId);
      return { keys, revoked: new Set(state.revoked).add(data.keyId) };
    },
  }),
};
