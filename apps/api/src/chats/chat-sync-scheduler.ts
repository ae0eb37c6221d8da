import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Clock } from '@outflow/domain';
import { randomUUID } from 'node:crypto';
import { CLOCK } from '../infrastructure/tokens';
import { SyncChatsCommand } from './commands/sync-chats.handler';

/** The inbox list refreshes every 2 minutes (spec 01 §4): LinkedIn is asked no more often than that. */
export const CHAT_SYNC_INTERVAL_MS = 2 * 60_000;

/**
 * Starts a user's chat sync in the background when the inbox list is asked for and the last one
 * is older than the interval; the answer never waits for LinkedIn. The times are kept in memory:
 * they only pace calls to LinkedIn (a restarted API syncs once more), they are not a fact to record.
 */
@Injectable()
export class ChatSyncScheduler implements OnModuleDestroy {
  private readonly logger = new Logger('ChatSync');
  private readonly lastStarted = new Map<string, number>();
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** True when a sync was started. */
  requestSync(userId: string): boolean {
    const now = this.clock.now().getTime();
    const last = this.lastStarted.get(userId);
    if (this.running.has(userId) || (last !== undefined && now - last < CHAT_SYNC_INTERVAL_MS)) return false;
    this.lastStarted.set(userId, now);
    const run = this.commands
      .execute(new SyncChatsCommand(userId, randomUUID()))
      .then(({ chats, recorded }) => {
        if (recorded > 0) this.logger.log(`user=${userId}: ${recorded} message(s) from ${chats} chat(s) recorded`);
      })
      .catch((error: unknown) =>
        this.logger.warn(`user=${userId}: sync failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.running.delete(userId));
    this.running.set(userId, run);
    return true;
  }

  /** A sync still writing when the API closes would write into closed stores. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled(this.running.values());
  }
}
