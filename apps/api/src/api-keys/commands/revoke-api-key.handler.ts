import { Command, CommandHandler } from '@nestjs/cqrs';
import { apiKeysDecider, apiKeysStream, type ApiKeyEvent, type EventMetadata } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

export class RevokeApiKeyCommand extends Command<HandleCommandResult<ApiKeyEvent>> {
  constructor(
    readonly ownerId: string,
    readonly keyId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler extends deciderCommandHandler(apiKeysDecider)((c: RevokeApiKeyCommand, now) => ({
  stream: apiKeysStream(c.ownerId),
  command: { type: 'RevokeApiKey', data: { keyId: c.keyId, ownerId: c.ownerId, now } },
  metadata: c.metadata,
})) {}
