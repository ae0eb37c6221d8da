import { Query } from '@nestjs/cqrs';
import type { HistoryEntry } from '@outflow/domain';
import type { TimelineFilter } from '../history/campaign-timeline';

/** One page of a campaign's timeline (owner or support: `ownerId` is whose campaign it must be). */
export class GetCampaignHistoryQuery extends Query<HistoryPage> {
  constructor(
    readonly ownerId: string,
    readonly campaignId: string,
    readonly filter: TimelineFilter,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}

export interface HistoryPage {
  readonly entries: HistoryEntry[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}
