import type { EventMetadata, RateLimitSettingsInput } from '@outflow/domain';

export class ChangeRateLimitSettingsCommand {
  constructor(
    readonly userId: string,
    readonly settings: RateLimitSettingsInput,
    readonly metadata: EventMetadata,
  ) {}
}
