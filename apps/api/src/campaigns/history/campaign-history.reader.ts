import { Injectable } from '@nestjs/common';
import { DomainError, HISTORY_CSV_HEADER, historyCsvLine, historyJsonLine, type HistoryEntry } from '@outflow/domain';
import { CampaignEventLog } from './campaign-event-log';
import {
  filterTimeline,
  graphNodesOf,
  historyEntry,
  summaryContextFor,
  timelineOf,
  type TimelineFilter,
} from './campaign-timeline';

export interface HistoryPage {
  readonly entries: HistoryEntry[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

export interface HistoryExport {
  readonly contentType: string;
  readonly filename: string;
  readonly body: string;
}

/**
 * A campaign's timeline, replayed from the event store: every event of the campaign, its leads and
 * the quota they used, in the global order, filtered, each with a summary. Owner or support alike:
 * `ownerId` is whose campaign it must be.
 */
@Injectable()
export class CampaignHistoryReader {
  constructor(private readonly log: CampaignEventLog) {}

  /** One page of the timeline. */
  async page(
    ownerId: string,
    campaignId: string,
    filter: TimelineFilter,
    page: number,
    perPage: number,
  ): Promise<HistoryPage> {
    const { timeline, context } = await this.timeline(ownerId, campaignId, filter);
    const from = (page - 1) * perPage;
    return {
      entries: timeline.slice(from, from + perPage).map((e) => historyEntry(e, context)),
      total: timeline.length,
      page,
      perPage,
    };
  }

  /** The whole timeline as a file, one entry per line (the page's buttons and `npm run replay -- --export`). */
  async export(
    ownerId: string,
    campaignId: string,
    filter: TimelineFilter,
    format: 'jsonl' | 'csv',
  ): Promise<HistoryExport> {
    const { timeline, context } = await this.timeline(ownerId, campaignId, filter);
    const entries = timeline.map((e) => historyEntry(e, context));
    const lines =
      format === 'csv' ? [HISTORY_CSV_HEADER, ...entries.map(historyCsvLine)] : entries.map(historyJsonLine);
    return {
      contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
      filename: `campaign-${campaignId}-history.${format === 'csv' ? 'csv' : 'jsonl'}`,
      body: lines.length > 0 ? `${lines.join('\n')}\n` : '',
    };
  }

  /** The filtered timeline's events and what their summaries name (only a page's are summarized). */
  private async timeline(ownerId: string, campaignId: string, filter: TimelineFilter) {
    const { campaign, events } = await this.log.read(ownerId, campaignId);
    if (filter.targetId && !campaign.leads.some((l) => l.targetId === filter.targetId))
      throw new DomainError('Lead not found in this campaign', 'NOT_FOUND', 'targetId');
    const context = summaryContextFor(campaign, graphNodesOf(events, campaignId), events);
    return { timeline: filterTimeline(timelineOf(events, campaignId), filter), context };
  }
}
