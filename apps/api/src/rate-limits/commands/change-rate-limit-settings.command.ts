import type { EventMetadata, RateLimitSettings } from '@outflow/domain';

export class ChangeRateLimitSettingsCommand {
  constructor(
    readonly userId: string,
    readonly settings: RateLimitSettings,
    readonly metadata: EventMetadata,
  ) {}
}
