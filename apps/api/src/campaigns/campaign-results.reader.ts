import { Inject, Injectable } from '@nestjs/common';
import type { CampaignFunnel, DailyFiguresAnswer } from '@outflow/api-contract';
import { campaignDecider, campaignFunnel, campaignStream, DomainError } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import {
  campaignDailyFigures,
  campaignFunnelGroups,
  findScheduleSettings,
  type ReadModelDb,
} from '@outflow/read-models';
import { EVENT_STORE, READ_DB } from '../infrastructure/tokens';
import { CampaignEventLog } from './history/campaign-event-log';
import { replayFunnel } from './history/replay-funnel';

/**
 * A campaign's results (issue 21) for its owner's routes and the support console's alike: the
 * funnel (live from the read model, or at a point folded from the events) and the figures by day.
 */
@Injectable()
export class CampaignResultsReader {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly log: CampaignEventLog,
  ) {}

  /** The funnel live, or at `at` (a position or ISO time) or the timeline's n-th event. */
  async funnel(ownerId: string, campaignId: string, at?: string | { event: number }): Promise<CampaignFunnel> {
    if (at === undefined) {
      // The sequence and the decisions come from the campaign's stream; the counts from the funnel's read model.
      const state = await this.campaignOf(ownerId, campaignId);
      const groups = await campaignFunnelGroups(this.db, ownerId, campaignId);
      return campaignFunnel(campaignId, state.sequence, groups, state.variantChoices);
    }
    // At a point: folded from the events with the projection's own fold, as the state's replay is.
    const { point, events } = await this.log.readUpTo(ownerId, campaignId, at);
    return replayFunnel(events, campaignId, point);
  }

  /** The campaign's figures by the account's local day. */
  async daily(ownerId: string, campaignId: string): Promise<DailyFiguresAnswer> {
    await this.campaignOf(ownerId, campaignId);
    const { timeZone } = await findScheduleSettings(this.db, ownerId);
    return { campaignId, timeZone, days: await campaignDailyFigures(this.db, ownerId, timeZone, campaignId) };
  }

  /** The owner's campaign as its stream has it, or 404. */
  private async campaignOf(ownerId: string, campaignId: string) {
    const events = await this.store.readStream(campaignStream(campaignId));
    const state = events.reduce(campaignDecider.evolve, campaignDecider.initialState());
    if (!state.exists || state.deleted || state.userId !== ownerId)
      throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
    return state;
  }
}
