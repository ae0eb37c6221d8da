import type { Command } from '../events/event';

export type CreateApiKey = Command<
  'CreateApiKey',
  {
    keyId: string;
    ownerId: string;
    name: unknown;
    scopes: unknown;
    prefix: string;
    hash: string;
    createdBy: { id: string; name: string };
    now: Date;
  }
>;

export type RevokeApiKey = Command<'RevokeApiKey', { keyId: string; ownerId: string; now: Date }>;

export type ApiKeyCommand = CreateApiKey | RevokeApiKey;
