import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, eventTime, summarizeEvent, userStream, type Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import {
  accountUsage,
  findAccountHolds,
  findAccountStatusReason,
  findLinkedInAccountState,
  findRateLimitSettings,
  findScheduleSettings,
  findSubscriptionView,
  type ReadModelDb,
} from '@outflow/read-models';
import { CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';
import { GetUserAccountQuery, type UserAccount } from './get-user-account.query';

/** What the owner's LinkedIn account went through: connections, losses, holds (from the user's stream). */
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
@QueryHandler(GetUserAccountQuery)
export class GetUserAccountHandler implements IQueryHandler<GetUserAccountQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetUserAccountQuery): Promise<UserAccount> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'roles', 'registered_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new DomainError('User not found', 'NOT_FOUND', 'userId');
    const now = this.clock.now();
    const [subscription, state, statusReason, holds, limits, usage, schedule, stream] = await Promise.all([
      findSubscriptionView(this.db, userId, now),
      findLinkedInAccountState(this.db, userId),
      findAccountStatusReason(this.db, userId, now),
      findAccountHolds(this.db, userId),
      findRateLimitSettings(this.db, userId),
      accountUsage(this.db, userId, now),
      findScheduleSettings(this.db, userId),
      this.store.readStream(userStream(userId)),
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
      user: {
        id: row.id,
        email: row.email,
        name: row.name,
        roles: row.roles,
        registeredAt: row.registered_at.toISOString(),
      },
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
}
