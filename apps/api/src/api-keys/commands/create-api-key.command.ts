import { Command } from '@nestjs/cqrs';
import type { ApiKeyEvent, EventMetadata } from '@outflow/domain';
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
