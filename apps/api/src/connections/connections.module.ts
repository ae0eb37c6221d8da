import { Module } from '@nestjs/common';
import type { Clock } from '@outflow/domain';
import { CLOCK } from '../infrastructure/tokens';
import { LinkedInAccountSession } from '../linkedin/disconnection/linkedin-account-session';
import { LinkedInErrorFilter } from '../linkedin/linkedin-error.filter';
import { UserStreamProjection } from '../linkedin/user-stream-projection';
import { ConnectionStatsCache } from './connection-stats-cache';
import { ConnectionStatsReader } from './connection-stats-reader';
import { ConnectionStatsNotices } from './connection-stats-notices';
import { ConnectionsController } from './connections.controller';

/**
 * The user's LinkedIn network in figures (pending invitations, connections). The account session is
 * stateless and the LinkedIn module is registered dynamically, so it is provided here again rather
 * than exported; the disconnection it records is handled by the LinkedIn module over the command bus.
 */
@Module({
  controllers: [ConnectionsController],
  providers: [
    ConnectionStatsReader,
    LinkedInAccountSession,
    UserStreamProjection,
    LinkedInErrorFilter,
    { provide: ConnectionStatsCache, useFactory: (clock: Clock) => new ConnectionStatsCache(clock), inject: [CLOCK] },
    ConnectionStatsNotices,
  ],
  // The real-time gateway tells the cache what the projector saw, then tells the browser.
  exports: [ConnectionStatsNotices],
})
export class ConnectionsModule {}
