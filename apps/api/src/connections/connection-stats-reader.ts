import { Inject, Injectable } from '@nestjs/common';
import type { Clock, EventMetadata } from '@outflow/domain';
import { LinkedInAccountSession } from '../linkedin/disconnection/linkedin-account-session';
import { CLOCK } from '../infrastructure/tokens';
import { ConnectionStatsCache } from './connection-stats-cache';
import { readConnectionStats, type ConnectionStats } from './connection-stats';

/**
 * The user's connection stats, from the cache or read from LinkedIn through the account session
 * (so an account known disconnected is answered 403 without a provider call, and a lost session is
 * recorded). A reader service, not a query: the read composes the session, the cache and LinkedIn.
 */
@Injectable()
export class ConnectionStatsReader {
  constructor(
    private readonly session: LinkedInAccountSession,
    private readonly cache: ConnectionStatsCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `metadata`: for the disconnection a provider refusal records. */
  read(userId: string, metadata: EventMetadata): Promise<ConnectionStats> {
    return this.session.run(userId, metadata, (provider, accountId) =>
      this.cache.get(userId, accountId, () => readConnectionStats(provider, accountId, () => this.clock.now())),
    );
  }
}
