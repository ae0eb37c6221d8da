import { Query } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';
import type { ConnectionStats } from '../connection-stats';

export class GetConnectionStatsQuery extends Query<ConnectionStats> {
  constructor(
    readonly userId: string,
    /** For the disconnection a provider refusal records. */
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
