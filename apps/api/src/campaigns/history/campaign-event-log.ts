import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  campaignDecider,
  campaignStream,
  campaignTargetStream,
  DAY_MS,
  DomainError,
  localDay,
  QUOTA_EVENT_TYPES,
  quotaStream,
  userStream,
  type CampaignState,
  type Clock,
} from '@outflow/domain';
import type { EventStore, RecordedEvent } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';

const QUOTA_EVENTS: ReadonlySet<string> = new Set(QUOTA_EVENT_TYPES);

/** A campaign's whole recorded life, for its timeline and its replay. */
export interface CampaignEvents {
  readonly campaign: Extract<CampaignState, { exists: true }>;
  /** The campaign's stream, its targets', their quota events and the owner's user stream, in the global order. */
  readonly events: readonly RecordedEvent[];
}

/**
 * Reads a campaign's events from the store (the audit replay: design.md's one read besides
 * commands that goes to the store, by stream): its own stream, every lead's, the quota events its
 * leads caused (on the account's day streams, read over the campaign's days and filtered by
 * campaign) and the owner's user stream (the account's holds, subscription and connection). One
 * multi-stream read, however many leads.
 */
@Injectable()
export class CampaignEventLog {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The campaign's events; CAMPAIGN_NOT_FOUND unless it exists and is the owner's (deleted ones stay readable for audit). */
  async read(ownerId: string, campaignId: string): Promise<CampaignEvents> {
    const own = await this.store.readStream(campaignStream(campaignId));
    const campaign = own.reduce(campaignDecider.evolve, campaignDecider.initialState());
    if (!campaign.exists || campaign.userId !== ownerId) throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
    const streams = [
      campaignStream(campaignId),
      userStream(campaign.userId),
      ...campaign.leads.map((l) => campaignTargetStream(l.targetId)),
      ...this.quotaDays(campaign.createdAt).map((day) => quotaStream(campaign.accountId, day)),
    ];
    const events = (await this.store.readStreams(streams)).filter((e) => !QUOTA_EVENTS.has(e.type) || (e.data as { campaignId?: string }).campaignId === campaignId);
    return { campaign, events };
  }

  /**
   * The account's quota days the campaign may have used: local days in whatever zone the account
   * had, so the UTC days from the day before its creation to the day after today cover them all.
   */
  private quotaDays(createdAt: string): string[] {
    const first = localDay(new Date(Date.parse(createdAt) - DAY_MS), 'UTC');
    const last = localDay(new Date(this.clock.now().getTime() + DAY_MS), 'UTC');
    const days: string[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
    return days;
  }
}
