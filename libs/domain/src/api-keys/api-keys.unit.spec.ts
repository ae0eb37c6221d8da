import { DeciderSpecification } from '../testing/decider-specification';
import type { ApiKeyCommand } from './api-key-commands';
import type { ApiKeyCreated } from './api-key-events';
import { scopesAllow } from './api-key-scopes';
import { apiKeysDecider, MAX_API_KEYS } from './api-keys.decider';

const now = new Date('2026-11-22T10:00:00.000Z');
const spec = DeciderSpecification(apiKeysDecider);
const create = (over: Partial<Extract<ApiKeyCommand, { type: 'CreateApiKey' }>['data']> = {}): ApiKeyCommand => ({
  type: 'CreateApiKey',
  data: {
    keyId: 'k1',
    ownerId: 'u1',
    name: ' CRM sync ',
    scopes: ['leads:read', 'campaigns:write', 'leads:read'],
    prefix: 'ofk_ab12cd34',
    hash: 'f'.repeat(64),
    createdBy: { id: 'u1', name: 'Ada' },
    now,
    ...over,
  },
});
const created = (keyId = 'k1', name = 'CRM sync'): ApiKeyCreated => ({
  type: 'ApiKeyCreated',
  data: {
    keyId,
    ownerId: 'u1',
    name,
    scopes: ['campaigns:write', 'leads:read'],
    prefix: 'ofk_ab12cd34',
    hash: 'f'.repeat(64),
    createdBy: { id: 'u1', name: 'Ada' },
    occurredAt: now.toISOString(),
  },
});

describe('API keys', () => {
  it('records a key with its trimmed name, its scopes sorted once each, and its hash only', () => {
    spec.given([]).when(create()).then([created()]);
  });

  it.each([
    [{ name: '  ' }, { code: 'NAME_REQUIRED', field: 'name' }],
    [{ name: 'n'.repeat(101) }, { code: 'NAME_TOO_LONG', field: 'name' }],
    [{ scopes: [] }, { code: 'SCOPES_REQUIRED', field: 'scopes' }],
    [{ scopes: ['campaigns:admin'] }, { code: 'INVALID_SCOPE', field: 'scopes' }],
    [{ scopes: 'leads:read' }, { code: 'SCOPES_REQUIRED', field: 'scopes' }],
  ])('refuses %p, naming the field', (over, refusal) => {
    spec.given([]).when(create(over)).thenThrows(refusal);
  });

  it('refuses a second live key of the same name (it is the actor in the timeline), and takes it once revoked', () => {
    spec
      .given([created('k1')])
      .when(create({ keyId: 'k2' }))
      .thenThrows({ code: 'API_KEY_NAME_TAKEN', field: 'name' })
      .when({ type: 'RevokeApiKey', data: { keyId: 'k1', ownerId: 'u1', now } })
      .then([{ type: 'ApiKeyRevoked', data: { keyId: 'k1', ownerId: 'u1', occurredAt: now.toISOString() } }])
      .when(create({ keyId: 'k2' }))
      .thenMatches([{ type: 'ApiKeyCreated', data: { keyId: 'k2', name: 'CRM sync' } }]);
  });

  it('revokes only a live key of the owner', () => {
    spec
      .given([created('k1'), { type: 'ApiKeyRevoked', data: { keyId: 'k1', ownerId: 'u1', occurredAt: '' } }])
      .when({ type: 'RevokeApiKey', data: { keyId: 'k1', ownerId: 'u1', now } })
      .thenThrows({ code: 'NOT_FOUND' });
  });

  it(`holds at most ${MAX_API_KEYS} live keys`, () => {
    const many = Array.from({ length: MAX_API_KEYS }, (_, i) => created(`k${i}`, `key ${i}`));
    spec
      .given(many)
      .when(create({ keyId: 'extra', name: 'one more' }))
      .thenThrows({ code: 'TOO_MANY_API_KEYS' });
  });

  it.each([
    [['campaigns:read'], 'campaigns:read', true],
    [['campaigns:read'], 'campaigns:write', false],
    [['campaigns:write'], 'campaigns:read', true],
    [['leads:write'], 'campaigns:read', false],
  ] as const)('scopes %p allow %s: %p', (held, needed, allowed) => {
    expect(scopesAllow(held, needed)).toBe(allowed);
  });
});
