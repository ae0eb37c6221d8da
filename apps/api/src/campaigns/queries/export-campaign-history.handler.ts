import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, HISTORY_CSV_HEADER, historyCsvLine, historyJsonLine } from '@outflow/domain';
import { CampaignEventLog } from '../history/campaign-event-log';
import {
  filterTimeline,
  graphNodesOf,
  historyEntry,
  summaryContextFor,
  timelineOf,
} from '../history/campaign-timeline';
import { ExportCampaignHistoryQuery, type HistoryExport } from './export-campaign-history.query';

/** The export the page's buttons and `npm run replay -- --export` give: one entry per line. */
@QueryHandler(ExportCampaignHistoryQuery)
export class ExportCampaignHistoryHandler implements IQueryHandler<ExportCampaignHistoryQuery> {
  constructor(private readonly log: CampaignEventLog) {}

  async execute({ ownerId, campaignId, filter, format }: ExportCampaignHistoryQuery): Promise<HistoryExport> {
    const { campaign, events } = await this.log.read(ownerId, campaignId);
    if (filter.targetId && !campaign.leads.some((l) => l.targetId === filter.targetId))
      throw new DomainError('Lead not found in this campaign', 'NOT_FOUND', 'targetId');
    const context = summaryContextFor(campaign, graphNodesOf(events, campaignId), events);
    const entries = filterTimeline(timelineOf(events, campaignId), filter).map((e) => historyEntry(e, context));
    const lines =
      format === 'csv' ? [HISTORY_CSV_HEADER, ...entries.map(historyCsvLine)] : entries.map(historyJsonLine);
    return {
      contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
      filename: `campaign-${campaignId}-history.${format === 'csv' ? 'csv' : 'jsonl'}`,
      body: lines.length > 0 ? `${lines.join('\n')}\n` : '',
    };
  }
}
