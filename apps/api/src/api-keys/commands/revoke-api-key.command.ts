import { Command } from '@nestjs/cqrs';
import type { ApiKeyEvent, EventMetadata } from '@outflow/domain';
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
