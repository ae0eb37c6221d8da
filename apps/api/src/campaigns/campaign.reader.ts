import { Inject, Injectable } from '@nestjs/common';
import { DomainError, type CampaignSnapshot, type Clock, type LeadTableQuery } from '@outflow/domain';
import { findCampaign, findCampaignSnapshot, type CampaignListItem, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from '../infrastructure/tokens';
import { CampaignEventLog } from './history/campaign-event-log';
import { replaySnapshot } from './history/replay-snapshot';

/**
 * One campaign for its owner's routes and the support console's alike: its list item, and its page
 * (live from the read models, or replayed from the events up to a point by the same evolve functions).
 */
@Injectable()
export class CampaignReader {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly log: CampaignEventLog,
  ) {}

  /** The owner's campaign as the campaign list shows it, or CAMPAIGN_NOT_FOUND. */
  async campaign(ownerId: string, campaignId: string): Promise<CampaignListItem> {
    const campaign = await findCampaign(this.db, ownerId, campaignId, this.clock.now());
    if (!campaign) throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
    return campaign;
  }

  /** The campaign page: live without `at`; with it (a position or time, or the timeline's n-th event), replayed. */
  async state(
    ownerId: string,
    campaignId: string,
    at: string | { readonly event: number } | undefined,
    leads: LeadTableQuery,
  ): Promise<CampaignSnapshot> {
    if (at === undefined) {
      const live = await findCampaignSnapshot(this.db, ownerId, campaignId, this.clock.now(), leads);
      if (!live) throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
      return live;
    }
    const { point, events } = await this.log.readUpTo(ownerId, campaignId, at);
    return replaySnapshot(events, campaignId, point, leads);
  }
}
