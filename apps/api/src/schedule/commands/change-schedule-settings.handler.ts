import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { scheduleDecider, userStream, type Clock, type ScheduleSettingsChanged } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { ChangeScheduleSettingsCommand } from './change-schedule-settings.command';

@CommandHandler(ChangeScheduleSettingsCommand)
export class ChangeScheduleSettingsHandler implements ICommandHandler<ChangeScheduleSettingsCommand, HandleCommandResult<ScheduleSettingsChanged>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: ChangeScheduleSettingsCommand): Promise<HandleCommandResult<ScheduleSettingsChanged>> {
    return handleCommand(
      this.store,
      userStream(command.userId),
      scheduleDecider,
      { type: 'ChangeScheduleSettings', data: { settings: command.settings, now: this.clock.now() } },
      command.metadata,
    );
  }
}
