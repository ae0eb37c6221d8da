import { Command, CommandHandler } from '@nestjs/cqrs';
import {
  rateLimitsDecider,
  userStream,
  type EventMetadata,
  type RateLimitEvent,
  type RateLimitSettingsInput,
} from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
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

@CommandHandler(ChangeRateLimitSettingsCommand)
export class ChangeRateLimitSettingsHandler extends deciderCommandHandler(rateLimitsDecider)(
  ({ userId, settings, metadata }: ChangeRateLimitSettingsCommand, now) => ({
    stream: userStream(userId),
    command: { type: 'ChangeRateLimitSettings', data: { settings, now } },
    metadata,
  }),
) {}
