import type { TimelineFilter } from '../history/campaign-timeline';

/** A campaign's whole (filtered) timeline as JSON lines or CSV. */
export class ExportCampaignHistoryQuery {
  constructor(
    readonly ownerId: string,
    readonly campaignId: string,
    readonly filter: TimelineFilter,
    readonly format: 'jsonl' | 'csv',
  ) {}
}
