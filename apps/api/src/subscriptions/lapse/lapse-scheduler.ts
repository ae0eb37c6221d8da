import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { subscriptionDecider, userStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import type { ReadModelDb } from '@outflow/read-models';
import { randomUUID } from 'node:crypto';
import { CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';
import { findLapseCandidates } from './lapse-candidates.query';
import { LAPSE_SCHEDULER_OPTIONS, type LapseSchedulerOptions } from './lapse-scheduler.options';

/**
 * Time alone ends a trial or a granted period, and nothing appends by itself; this scan records
 * SubscriptionLapsed for them (RecordLapse, a no-op when already recorded), so the campaign runner
 * can act on the lapse. Runs at start (every end so far) and then every interval (ends since the
 * last scan). Several API processes may scan at once: the decider and the expected version make
 * it record each lapse once.
 */
@Injectable()
export class LapseScheduler implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LapseScheduler');
  private timer?: NodeJS.Timeout;
  private stopped = true;
  /** The `now` of the last complete scan: the next one looks at ends after it. */
  private scannedUntil: string | null = null;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LAPSE_SCHEDULER_OPTIONS) private readonly options: LapseSchedulerOptions,
  ) {}

  onModuleInit(): void {
    this.stopped = false;
    this.tick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.idle();
  }

  /** Scans now (after any scan in progress); answers the number of lapses recorded. */
  runOnce(): Promise<number> {
    const run = this.running.catch(() => 0).then(() => this.scan());
    this.running = run;
    return run;
  }

  /** Settles when no scan is in progress. */
  async idle(): Promise<void> {
    await this.running.catch(() => undefined);
  }

  private tick(): void {
    this.runOnce()
      .catch((error: unknown) => this.logger.error(`lapse scan failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        if (this.stopped) return;
        this.timer = setTimeout(() => this.tick(), this.options.intervalMs);
        this.timer.unref();
      });
  }

  private async scan(): Promise<number> {
    const now = this.clock.now();
    const until = now.toISOString();
    const userIds = await findLapseCandidates(this.db, this.scannedUntil, until);
    const correlationId = `lapse-scan-${randomUUID()}`;
    let recorded = 0;
    let failed = 0;
    for (const userId of userIds) {
      try {
        const { newEvents } = await handleCommand(this.store, userStream(userId), subscriptionDecider, { type: 'RecordLapse', data: { now } }, {
          userId,
          actor: 'system',
          correlationId,
        });
        recorded += newEvents.length;
      } catch (error) {
        failed += 1;
        this.logger.error(`could not record the lapse of user ${userId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // A failed user is retried by the next scan: the window only moves on after a complete one.
    if (failed === 0) this.scannedUntil = until;
    return recorded;
  }
}
