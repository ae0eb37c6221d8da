import type { TimelineFilter } from '../history/campaign-timeline';

/** One page of a campaign's timeline (owner or support: `ownerId` is whose campaign it must be). */
export class GetCampaignHistoryQuery {
  constructor(
    readonly ownerId: string,
    readonly campaignId: string,
    readonly filter: TimelineFilter,
    readonly page: number,
    readonly perPage: number,
  ) {}
}
