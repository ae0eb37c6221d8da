import { Inject, Injectable } from '@nestjs/common';
import { findActivityAction, type ProjectedNotice, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../infrastructure/tokens';
import { ConnectionStatsCache } from './connection-stats-cache';

/**
 * Keeps the Connections card true to what happened: an invitation the runner sent, one a lead
 * accepted (the runner's check or LinkedIn's webhook) or a newly connected account changes the
 * figures, so the cached ones are forgotten and the next read asks LinkedIn.
 */
@Injectable()
export class ConnectionStatsNotices {
  constructor(
    private readonly cache: ConnectionStatsCache,
    @Inject(READ_DB) private readonly db: ReadModelDb,
  ) {}

  /**
   * Whether the notice changed the user's connection figures (the cached ones are then forgotten).
   * An activity is looked up (its id is its event's) only when someone could see the difference.
   */
  async changes(notice: ProjectedNotice, listening: boolean): Promise<boolean> {
    const { userId } = notice;
    if (notice.type === 'ConnectionAccepted' || notice.type === 'LinkedInAccountConnected') {
      this.cache.forget(userId);
      return true;
    }
    if (notice.type !== 'LinkedInActionPerformed' || !(listening || this.cache.has(userId))) return false;
    if ((await findActivityAction(this.db, userId, notice.eventId)) !== 'send-connection') return false;
    this.cache.forget(userId);
    return true;
  }
}
