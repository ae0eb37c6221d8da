import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream, campaignTargetStream, DomainError } from '@outflow/domain';
import { comparePositions, type EventStore, type RecordedEvent } from '@outflow/event-store';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { GetCampaignHistoryQuery } from './get-campaign-history.query';

/** One recorded event of a campaign's history, as support and the owner read it. */
export interface HistoryEntry {
  readonly streamId: string;
  readonly type: string;
  readonly data: unknown;
  readonly actor: string;
  readonly correlationId: string;
  readonly at: string;
}

/**
 * A campaign's whole history, replayed from the event store (design.md: activity events are
 * replayable for audit): the campaign's own stream and every lead's, in the global order. The
 * audit replay is the one read besides commands that goes to the store, by stream.
 */
@QueryHandler(GetCampaignHistoryQuery)
export class GetCampaignHistoryHandler implements IQueryHandler<GetCampaignHistoryQuery, HistoryEntry[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(query: GetCampaignHistoryQuery): Promise<HistoryEntry[]> {
    const own = await this.store.readStream(campaignStream(query.campaignId));
    const campaign = own.reduce(campaignDecider.evolve, campaignDecider.initialState());
    if (!campaign.exists || campaign.userId !== query.userId) throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
    const targets = query.targetId ? campaign.leads.filter((l) => l.targetId === query.targetId) : campaign.leads;
    if (query.targetId && targets.length === 0) throw new DomainError('Lead not found in this campaign', 'NOT_FOUND', 'targetId');
    const events: RecordedEvent[] = query.targetId ? [] : [...own];
    // A few reads at a time: a campaign of 1,000 leads is 1,000 small streams.
    for (let i = 0; i < targets.length; i += 16) {
      const batch = await Promise.all(targets.slice(i, i + 16).map((t) => this.store.readStream(campaignTargetStream(t.targetId))));
      for (const stream of batch) events.push(...stream);
    }
    events.sort((a, b) => comparePositions(a.position, b.position));
    return events.map((e) => ({
      streamId: e.streamId,
      type: e.type,
      data: e.data,
      actor: e.metadata.actor,
      correlationId: e.metadata.correlationId,
      at: e.createdAt.toISOString(),
    }));
  }
}
