import { Command } from '@nestjs/cqrs';
import type { EventMetadata, RateLimitEvent, RateLimitSettingsInput } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

export class ChangeRateLimitSettingsCommand extends Command<HandleCommandResult<RateLimitEvent>> {
  constructor(
    readonly userId: string,
    readonly settings: RateLimitSettingsInput,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
