import { Command, CommandHandler } from '@nestjs/cqrs';
import { scheduleDecider, userStream, type EventMetadata, type ScheduleSettingsChanged } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

export class ChangeScheduleSettingsCommand extends Command<HandleCommandResult<ScheduleSettingsChanged>> {
  constructor(
    readonly userId: string,
    /** As the request carried it: the domain checks it field by field. */
    readonly settings: unknown,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ChangeScheduleSettingsCommand)
export class ChangeScheduleSettingsHandler extends deciderCommandHandler(scheduleDecider)(
  ({ userId, settings, metadata }: ChangeScheduleSettingsCommand, now) => ({
    stream: userStream(userId),
    command: { type: 'ChangeScheduleSettings', data: { settings, now } },
    metadata,
  }),
) {}
