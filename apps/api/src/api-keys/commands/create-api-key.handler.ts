import { CommandHandler } from '@nestjs/cqrs';
import { apiKeysDecider, apiKeysStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { CreateApiKeyCommand } from './create-api-key.command';

/** ApiKeyCreated on the owner's key stream: the hash and prefix, never the key. */
@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler extends deciderCommandHandler(apiKeysDecider)((c: CreateApiKeyCommand, now) => ({
  stream: apiKeysStream(c.ownerId),
  command: {
    type: 'CreateApiKey',
    data: {
      keyId: c.keyId,
      ownerId: c.ownerId,
      name: c.input.name,
      scopes: c.input.scopes,
      prefix: c.secret.prefix,
      hash: c.secret.hash,
      createdBy: c.createdBy,
      now,
    },
  },
  metadata: c.metadata,
})) {}
