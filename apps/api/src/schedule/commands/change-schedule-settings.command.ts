import { Command } from '@nestjs/cqrs';
import type { EventMetadata, ScheduleSettingsChanged } from '@outflow/domain';
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
