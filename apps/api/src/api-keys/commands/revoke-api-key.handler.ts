import { CommandHandler } from '@nestjs/cqrs';
import { apiKeysDecider, apiKeysStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { RevokeApiKeyCommand } from './revoke-api-key.command';

@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler extends deciderCommandHandler(apiKeysDecider)((c: RevokeApiKeyCommand, now) => ({
  stream: apiKeysStream(c.ownerId),
  command: { type: 'RevokeApiKey', data: { keyId: c.keyId, ownerId: c.ownerId, now } },
  metadata: c.metadata,
})) {}
