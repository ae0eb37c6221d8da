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
  linkedInAccountStream,
  userStream,
  type CampaignState,
  type Clock,
} from '@outflow/domain';
import { comparePositions, type EventStore, type RecordedEvent } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { parseHistoryPoint, type HistoryPoint } from './history-point';
import { holds } from './replay-snapshot';

const QUOTA_EVENTS: ReadonlySet<string> = new Set(QUOTA_EVENT_TYPES);
const MAX_CAMPAIGNS_HELD = 4;
const MAX_EVENTS_HELD = 120_000;
/** How old (real time) a campaign's read may be for a replay: the replay bar moves through the past within seconds. */
const REPLAY_READ_MAX_AGE_MS = 15_000;

/** Two lists in the global order, merged into one. */
function mergeInOrder(a: readonly RecordedEvent[], b: readonly RecordedEvent[]): RecordedEvent[] {
  const merged: RecordedEvent[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length)
    merged.push(
      j >= b.length || (i < a.length && comparePositions(a[i].position, b[j].position) < 0) ? a[i++] : b[j++],
    );
  return merged;
}

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
  /** Recent reads, newest last: the replay slider asks for many points of one campaign within seconds. */
  private readonly recent = new Map<string, { readonly read: CampaignEvents; readonly at: number }>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The campaign's events; CAMPAIGN_NOT_FOUND unless it exists and is the owner's (deleted ones stay
   * readable for audit). With `maxAgeMs`, a read of the same campaign made that recently (real time)
   * answers instead, when it `covers` what is asked: a replay of the past needs no event appended since.
   */
  async read(
    ownerId: string,
    campaignId: string,
    options: { maxAgeMs?: number; covers?: (events: readonly RecordedEvent[]) => boolean } = {},
  ): Promise<CampaignEvents> {
    const cached = this.recent.get(campaignId);
    const fresh = cached && options.maxAgeMs && performance.now() - cached.at <= options.maxAgeMs;
    if (fresh && cached.read.campaign.userId === ownerId && (options.covers?.(cached.read.events) ?? true))
      return cached.read;
    const read = await this.readFromStore(ownerId, campaignId);
    this.remember(campaignId, read);
    return read;
  }

  /**
   * The campaign's events for a replay up to `at` (a position or ISO time, or the timeline's n-th
   * event), with that point parsed. A recent read serves a point it already holds; a point past its
   * last event may have events since.
   */
  async readUpTo(
    ownerId: string,
    campaignId: string,
    at: string | { readonly event: number },
  ): Promise<{
    point: HistoryPoint | { readonly kind: 'event'; readonly n: number };
    events: readonly RecordedEvent[];
  }> {
    const point = typeof at === 'string' ? parseHistoryPoint(at) : { kind: 'event' as const, n: at.event };
    const { events } = await this.read(ownerId, campaignId, {
      maxAgeMs: REPLAY_READ_MAX_AGE_MS,
      covers: (read) => holds(read, campaignId, point),
    });
    return { point, events };
  }

  private remember(campaignId: string, read: CampaignEvents): void {
    this.recent.delete(campaignId);
    this.recent.set(campaignId, { read, at: performance.now() });
    // A few campaigns' worth, bounded by events held (a 5,000-lead campaign is about 50,000).
    let held = [...this.recent.values()].reduce((n, r) => n + r.read.events.length, 0);
    for (const [id, entry] of this.recent) {
      if (this.recent.size <= 1 || (this.recent.size <= MAX_CAMPAIGNS_HELD && held <= MAX_EVENTS_HELD)) break;
      this.recent.delete(id);
      held -= entry.read.events.length;
    }
  }

  private async readFromStore(ownerId: string, campaignId: string): Promise<CampaignEvents> {
    const own = await this.store.readStream(campaignStream(campaignId));
    const campaign = own.reduce(campaignDecider.evolve, campaignDecider.initialState());
    if (!campaign.exists || campaign.userId !== ownerId)
      throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
    // The campaign's own stream is already read (its creation lists thousands of leads: not twice).
    const streams = [
      userStream(campaign.userId),
      linkedInAccountStream(campaign.accountId),
      ...campaign.leads.map((l) => campaignTargetStream(l.targetId)),
      ...this.quotaDays(campaign.createdAt).map((day) => quotaStream(campaign.accountId, day)),
    ];
    const others = (await this.store.readStreams(streams)).filter(
      (e) => !QUOTA_EVENTS.has(e.type) || (e.data as { campaignId?: string }).campaignId === campaignId,
    );
    return { campaign, events: mergeInOrder(own, others) };
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
