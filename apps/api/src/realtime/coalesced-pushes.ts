import type { Clock } from '@outflow/domain';
import {
  findAccountHolds,
  findCampaign,
  findChatIdOfStream,
  listCampaigns,
  type CampaignListItem,
  type ProjectedNotice,
  type ReadModelDb,
} from '@outflow/read-models';
import { accountUsage } from '@outflow/read-models';
import { campaignChangeOf } from './campaign-change';
import { TrailingThrottle } from './trailing-throttle';

/** Where pushes go: the gateway's per-user rooms. */
export interface PushAudience {
  /** Whether the user has a socket on this instance; nobody listening means nothing to query. */
  isListening(userId: string): boolean;
  emit(userId: string, event: string, payload: unknown): void;
}

/** The member key of a contact stream (`contact-<owner>-<member key>`, domain streams.ts). */
const contactIdOfStream = (ownerId: string, streamId: string): string => streamId.slice(`contact-${ownerId}-`.length);

/** At most one push per campaign (and per user for the list and the usage) in this window. */
export const PUSH_WINDOW_MS = 500;

/** The socket campaign payload (spec 02 §3): the row's figures, without name, date or sequence. */
export type SocketCampaign = Pick<
  CampaignListItem,
  | '_id'
  | 'status'
  | 'progressStatus'
  | 'targetCount'
  | 'targetsBySourceCount'
  | 'connectionAcceptRate'
  | 'responseRate'
  | 'targetStats'
  | 'statusReason'
>;

export function socketCampaign(c: CampaignListItem): SocketCampaign {
  return {
    _id: c._id,
    status: c.status,
    progressStatus: c.progressStatus,
    targetCount: c.targetCount,
    targetsBySourceCount: c.targetsBySourceCount,
    connectionAcceptRate: c.connectionAcceptRate,
    responseRate: c.responseRate,
    targetStats: c.targetStats,
    statusReason: c.statusReason,
  };
}

/**
 * The pushes that carry read-model state: `campaign:update` (one row), `campaign:list-update` (the
 * whole list), `activity:update` (today's usage, the workspace's and each acting sender's) and `lead:update` (leads moved); `contact:update`
 * (a member's Do-Not-Contact entry changed); and the hints
 * that send a page back to the read model: `message:new` (a chat has a new message: its id) and
 * `connections:update` (the connection figures changed). Each is coalesced per campaign, chat or
 * user, and queries the read model when its window ends, so a burst of events is a few queries.
 */
export class CoalescedPushes {
  private readonly throttle: TrailingThrottle;

  constructor(
    private readonly db: ReadModelDb,
    private readonly clock: Clock,
    private readonly audience: PushAudience,
    options: { windowMs?: number; onError?: (key: string, error: unknown) => void } = {},
  ) {
    this.throttle = new TrailingThrottle(options.windowMs ?? PUSH_WINDOW_MS, options.onError);
  }

  handle(notice: ProjectedNotice): void {
    const { userId } = notice;
    if (!this.audience.isListening(userId)) return;
    const change = campaignChangeOf(notice);
    if (change?.kind === 'list') this.throttle.schedule(`list:${userId}`, () => this.pushList(userId));
    if (change?.kind === 'campaign') {
      const { campaignId } = change;
      this.throttle.schedule(`campaign:${userId}:${campaignId}`, () => this.pushCampaign(userId, campaignId));
    }
    // A hold is recorded once (its decider is idempotent), so its notification is pushed once.
    if (notice.type === 'AccountHoldStarted') this.throttle.schedule(`hold:${userId}`, () => this.pushHold(userId));
    if (notice.type === 'LinkedInActionPerformed') {
      this.throttle.schedule(`activity:${userId}`, () => this.pushUsage(userId));
      // The sender's own gauges too (issue 20): a push per sender, so a burst across senders loses none.
      const { accountId } = notice;
      if (accountId) this.throttle.schedule(`activity:${userId}:${accountId}`, () => this.pushUsage(userId, accountId));
    }
    // A lead moved or was enriched (the profile rides on the first outcome): the leads pages refetch, once a window.
    if (
      change?.kind === 'campaign' &&
      notice.type !== 'CampaignStatusChanged' &&
      notice.type !== 'TargetProfileFetched'
    ) {
      const { campaignId } = change;
      this.throttle.schedule(`lead:${userId}:${campaignId}`, async () =>
        this.audience.emit(userId, 'lead:update', { campaignId }),
      );
    }
    // A member joined or left the Do-Not-Contact list (the user, or their "please stop" reply): the
    // chat header and the lead page read it again. Only this owner's room hears it.
    if (notice.type === 'ContactDoNotContactAdded' || notice.type === 'ContactDoNotContactRemoved') {
      const contactId = contactIdOfStream(userId, notice.streamId);
      this.throttle.schedule(`contact:${userId}:${contactId}`, async () =>
        this.audience.emit(userId, 'contact:update', { contactId }),
      );
    }
    if (notice.type === 'ChatMessageRecorded')
      this.throttle.schedule(`message:${userId}:${notice.streamId}`, () =>
        this.pushNewMessage(userId, notice.streamId),
      );
  }

  /** The user's connection figures changed (the cache behind GET /api/connections/stats was forgotten). */
  connectionsChanged(userId: string): void {
    if (!this.audience.isListening(userId)) return;
    this.throttle.schedule(`connections:${userId}`, async () => this.audience.emit(userId, 'connections:update', {}));
  }

  stop(): void {
    this.throttle.cancelAll();
  }

  private async pushList(userId: string): Promise<void> {
    if (!this.audience.isListening(userId)) return;
    const campaigns = await listCampaigns(this.db, userId, this.clock.now());
    this.audience.emit(userId, 'campaign:list-update', { campaigns });
  }

  private async pushCampaign(userId: string, campaignId: string): Promise<void> {
    if (!this.audience.isListening(userId)) return;
    // Gone (deleted since) or not this user's: the list update says so, nothing to push here.
    const campaign = await findCampaign(this.db, userId, campaignId, this.clock.now());
    if (campaign) this.audience.emit(userId, 'campaign:update', { campaign: socketCampaign(campaign) });
  }

  private async pushHold(userId: string): Promise<void> {
    const now = this.clock.now().getTime();
    for (const hold of await findAccountHolds(this.db, userId)) {
      if (hold.until && hold.until.getTime() <= now) continue;
      this.audience.emit(userId, 'notification:error', { message: hold.reason });
    }
  }

  private async pushNewMessage(userId: string, streamId: string): Promise<void> {
    if (!this.audience.isListening(userId)) return;
    const chatId = await findChatIdOfStream(this.db, userId, streamId);
    if (chatId) this.audience.emit(userId, 'message:new', { chatId });
  }

  /**
   * `activity:update`: the workspace's usage today, or with `accountId` that sender's (its own local
   * day and limits), as GET /api/rate-limits/usage answers without or with `?accountId=`.
   */
  private async pushUsage(userId: string, accountId?: string): Promise<void> {
    if (!this.audience.isListening(userId)) return;
    const usage = await accountUsage(this.db, userId, this.clock.now(), accountId);
    this.audience.emit(
      userId,
      'activity:update',
      accountId ? { accountId, day: usage.day, usage } : { day: usage.day, usage },
    );
  }
}
