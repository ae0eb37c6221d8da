import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { rateLimitsDecider, userStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { ChangeRateLimitSettingsCommand } from './change-rate-limit-settings.command';

@CommandHandler(ChangeRateLimitSettingsCommand)
export class ChangeRateLimitSettingsHandler implements ICommandHandler<ChangeRateLimitSettingsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: ChangeRateLimitSettingsCommand): Promise<HandleCommandResult<never>> {
    return handleCommand(
      this.store,
      userStream(command.userId),
      rateLimitsDecider,
      { type: 'ChangeRateLimitSettings', data: { settings: command.settings, now: this.clock.now() } },
      command.metadata,
    ) as Promise<HandleCommandResult<never>>;
  }
}
