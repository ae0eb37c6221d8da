import { Inject } from '@nestjs/common';
import { GetConnectionStatsQuery } from './get-connection-stats.query';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Clock } from '@outflow/domain';
import { LinkedInAccountSession } from '../../linkedin/disconnection/linkedin-account-session';
import { CLOCK } from '../../infrastructure/tokens';
import { ConnectionStatsCache } from '../connection-stats-cache';
import { readConnectionStats, type ConnectionStats } from '../connection-stats';

/**
 * The user's connection stats, from the cache or read from LinkedIn through the account session
 * (so an account known disconnected is answered 403 without a provider call, and a lost session is
 * recorded).
 */
@QueryHandler(GetConnectionStatsQuery)
export class GetConnectionStatsHandler implements IQueryHandler<GetConnectionStatsQuery> {
  constructor(
    private readonly session: LinkedInAccountSession,
    private readonly cache: ConnectionStatsCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(query: GetConnectionStatsQuery): Promise<ConnectionStats> {
    return this.session.run(query.userId, query.metadata, (provider, accountId) =>
      this.cache.get(query.userId, accountId, () => readConnectionStats(provider, accountId, () => this.clock.now())),
    );
  }
}
