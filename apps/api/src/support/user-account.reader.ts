import { Inject, Injectable } from '@nestjs/common';
import type { UserAccount } from '@outflow/api-contract';
import { DomainError, eventTime, linkedInAccountStream, summarizeEvent, userStream, type Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import {
  accountUsage,
  findAccountHolds,
  findAccountStatusReason,
  findLinkedInAccountState,
  findSenders,
  findSenderRateLimitSettings,
  findSenderScheduleSettings,
  findSubscriptionView,
  findUser,
  type ReadModelDb,
} from '@outflow/read-models';
import { CLOCK, EVENT_STORE, READ_DB } from '../infrastructure/tokens';

/** What the owner's LinkedIn accounts went through: connections, losses, holds (from its streams and its senders'). */
const ACCOUNT_HISTORY = new Set([
  'LinkedInAccountConnected',
  'LinkedInAccountDisconnected',
  'LinkedInAccountRemoved',
  'AccountHoldStarted',
  'AccountHoldEnded',
]);

const noNames = { leadName: (id: string) => id, stepName: (id: string) => id };

/**
 * One user's account as support reads it: the same reads the user's own pages make (subscription,
 * limits, usage, schedule), plus the LinkedIn account's history replayed from the user's stream.
 */
@Injectable()
export class UserAccountReader {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async account(userId: string): Promise<UserAccount> {
    const user = await findUser(this.db, userId);
    if (!user) throw new DomainError('User not found', 'NOT_FOUND', 'userId');
    const now = this.clock.now();
    const state = await findLinkedInAccountState(this.db, userId);
    // The limits in force are the sender's: its own where it set them, else the workspace's.
    const sender = state.accountId ?? undefined;
    const [subscription, statusReason, holds, limits, usage, schedule, stream] = await Promise.all([
      findSubscriptionView(this.db, userId, now),
      findAccountStatusReason(this.db, userId, now),
      findAccountHolds(this.db, userId),
      findSenderRateLimitSettings(this.db, userId, sender),
      accountUsage(this.db, userId, now, sender),
      findSenderScheduleSettings(this.db, userId, sender),
      this.accountStreams(userId),
    ]);
    const history = stream
      .filter((e) => ACCOUNT_HISTORY.has(e.type))
      .map((e) => ({
        type: e.type,
        at: eventTime(e) ?? e.createdAt.toISOString(),
        summary: summarizeEvent(e, noNames),
        actor: e.metadata.actor,
      }));
    return {
      user,
      subscription,
      linkedIn: { state, history },
      statusReason,
      holds: holds.map((h) => ({
        code: h.code,
        reason: h.reason,
        until: h.until?.toISOString() ?? null,
        since: h.since.toISOString(),
      })),
      limits,
      limitsInForce: usage.limits.effective,
      usage,
      schedule,
    };
  }

  /** The owner's stream and each sender's (connections and losses live there since senders have their own). */
  private async accountStreams(ownerId: string) {
    const senders = await findSenders(this.db, ownerId);
    return this.store.readStreams([
      userStream(ownerId),
      ...senders.flatMap((s) => (s.accountId ? [linkedInAccountStream(s.accountId)] : [])),
    ]);
  }
}
