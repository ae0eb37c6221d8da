import type { EventMetadata } from '@outflow/domain';

export class GetConnectionStatsQuery {
  constructor(
    readonly userId: string,
    /** For the disconnection a provider refusal records. */
    readonly metadata: EventMetadata,
  ) {}
}
