import { CommandHandler } from '@nestjs/cqrs';
import { scheduleDecider, userStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { ChangeScheduleSettingsCommand } from './change-schedule-settings.command';

@CommandHandler(ChangeScheduleSettingsCommand)
export class ChangeScheduleSettingsHandler extends deciderCommandHandler(scheduleDecider)(
  ({ userId, settings, metadata }: ChangeScheduleSettingsCommand, now) => ({
    stream: userStream(userId),
    command: { type: 'ChangeScheduleSettings', data: { settings, now } },
    metadata,
  }),
) {}
