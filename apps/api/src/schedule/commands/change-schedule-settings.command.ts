import type { EventMetadata } from '@outflow/domain';

export class ChangeScheduleSettingsCommand {
  constructor(
    readonly userId: string,
    /** As the request carried it: the domain checks it field by field. */
    readonly settings: unknown,
    readonly metadata: EventMetadata,
  ) {}
}
