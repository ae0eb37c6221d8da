import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@outflow/domain';
import { CampaignEventLog } from '../history/campaign-event-log';
import {
  filterTimeline,
  graphNodesOf,
  historyEntry,
  summaryContextFor,
  timelineOf,
} from '../history/campaign-timeline';
import { GetCampaignHistoryQuery, type HistoryPage } from './get-campaign-history.query';

/**
 * A campaign's timeline, replayed from the event store: every event of the campaign, its leads and
 * the quota they used, in the global order, filtered, one page at a time, each with a summary.
 */
@QueryHandler(GetCampaignHistoryQuery)
export class GetCampaignHistoryHandler implements IQueryHandler<GetCampaignHistoryQuery> {
  constructor(private readonly log: CampaignEventLog) {}

  async execute({ ownerId, campaignId, filter, page, perPage }: GetCampaignHistoryQuery): Promise<HistoryPage> {
    const { campaign, events } = await this.log.read(ownerId, campaignId);
    if (filter.targetId && !campaign.leads.some((l) => l.targetId === filter.targetId))
      throw new DomainError('Lead not found in this campaign', 'NOT_FOUND', 'targetId');
    const timeline = filterTimeline(timelineOf(events, campaignId), filter);
    const context = summaryContextFor(campaign, graphNodesOf(events, campaignId), events);
    const from = (page - 1) * perPage;
    return {
      entries: timeline.slice(from, from + perPage).map((e) => historyEntry(e, context)),
      total: timeline.length,
      page,
      perPage,
    };
  }
}
