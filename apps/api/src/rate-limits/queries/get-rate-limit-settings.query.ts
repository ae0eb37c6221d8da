import { Query } from '@nestjs/cqrs';
import type { RateLimitSettings } from '@outflow/domain';

export class GetRateLimitSettingsQuery extends Query<RateLimitSettings> {
  constructor(readonly userId: string) {
    super();
  }
}
