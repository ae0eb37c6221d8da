import { Command, CommandHandler } from '@nestjs/cqrs';
import { apiKeysDecider, apiKeysStream, type ApiKeyEvent, type EventMetadata } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

export class CreateApiKeyCommand extends Command<HandleCommandResult<ApiKeyEvent>> {
  constructor(
    readonly ownerId: string,
    readonly keyId: string,
    readonly input: { name: string; scopes: string[] },
    readonly secret: { prefix: string; hash: string },
    readonly createdBy: { id: string; name: string },
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

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
