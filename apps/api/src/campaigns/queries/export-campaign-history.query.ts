import { Query } from '@nestjs/cqrs';
import type { TimelineFilter } from '../history/campaign-timeline';

/** A campaign's whole (filtered) timeline as JSON lines or CSV. */
export class ExportCampaignHistoryQuery extends Query<HistoryExport> {
  constructor(
    readonly ownerId: string,
    readonly campaignId: string,
    readonly filter: TimelineFilter,
    readonly format: 'jsonl' | 'csv',
  ) {
    super();
  }
}

export interface HistoryExport {
  readonly contentType: string;
  readonly filename: string;
  readonly body: string;
}
