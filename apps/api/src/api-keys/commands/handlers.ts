import { CreateApiKeyHandler } from './create-api-key.handler';
import { RevokeApiKeyHandler } from './revoke-api-key.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [CreateApiKeyHandler, RevokeApiKeyHandler];
