import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, eventTime, summarizeEvent, userStream, type Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import {
  findAccountHolds,
  findAccountStatusReason,
  findLinkedInAccountState,
  type ReadModelDb,
} from '@outflow/read-models';
import { CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';
import { GetDailyUsageQuery } from '../../rate-limits/queries/get-daily-usage.query';
import { GetRateLimitSettingsQuery } from '../../rate-limits/queries/get-rate-limit-settings.query';
import { GetScheduleSettingsQuery } from '../../schedule/queries/get-schedule-settings.query';
import { GetCurrentSubscriptionQuery } from '../../subscriptions/queries/get-current-subscription.query';
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
 * One user's account as support reads it: the same queries the user's own pages make (subscription,
 * limits, usage, schedule), plus the LinkedIn account's history replayed from the user's stream.
 */
@QueryHandler(GetUserAccountQuery)
export class GetUserAccountHandler implements IQueryHandler<GetUserAccountQuery> {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queries: QueryBus,
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
      this.queries.execute(new GetCurrentSubscriptionQuery(userId)),
      findLinkedInAccountState(this.db, userId),
      findAccountStatusReason(this.db, userId, now),
      findAccountHolds(this.db, userId),
      this.queries.execute(new GetRateLimitSettingsQuery(userId)),
      this.queries.execute(new GetDailyUsageQuery(userId, now)),
      this.queries.execute(new GetScheduleSettingsQuery(userId)),
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
