import { Command, CommandHandler } from '@nestjs/cqrs';
import {
  linkedInAccountStream,
  senderSettingsDecider,
  type EventMetadata,
  type SenderSettingsEvent,
} from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

/** A sender's own time zone, working hours and warm-up, on its stream. */
export class ChangeSenderScheduleCommand extends Command<HandleCommandResult<SenderSettingsEvent>> {
  constructor(
    readonly accountId: string,
    /** As the request carried it: the domain checks it field by field. */
    readonly settings: unknown,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ChangeSenderScheduleCommand)
export class ChangeSenderScheduleHandler extends deciderCommandHandler(senderSettingsDecider)(
  ({ accountId, settings, metadata }: ChangeSenderScheduleCommand, now) => ({
    stream: linkedInAccountStream(accountId),
    command: { type: 'ChangeSenderSchedule', data: { accountId, settings, now } },
    metadata,
  }),
) {}
