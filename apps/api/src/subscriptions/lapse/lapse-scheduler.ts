import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { realMsFor, subscriptionDecider, userStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import type { BillingProvider } from '@outflow/billing';
import { findUserEmail, type ReadModelDb } from '@outflow/read-models';
import { randomUUID } from 'node:crypto';
import { BILLING, CLOCK, EVENT_STORE, READ_DB } from '../../infrastructure/tokens';
import { findEndedPeriods } from './ended-periods.query';
import { LAPSE_SCHEDULER_OPTIONS, type LapseSchedulerOptions } from './lapse-scheduler.options';

/**
 * Time alone ends a trial or a granted period, and nothing appends by itself; this scan records
 * SubscriptionLapsed for them (RecordLapse, a no-op when already recorded), so the campaign runner
 * can act on the lapse. Runs at start and then every interval of clock time. The read model does not say whether
 * a lapse is on record, so each ended period is checked on its stream once per process and then
 * remembered; a period projected late is still found. Several API processes may scan at once: the
 * decider and the expected version make each lapse recorded once.
 */
@Injectable()
export class LapseScheduler implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LapseScheduler');
  private timer?: NodeJS.Timeout;
  private stopped = true;
  /** `userId@endedAt` of the ended periods whose lapse is known to be on record. */
  private readonly settled = new Set<string>();
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LAPSE_SCHEDULER_OPTIONS) private readonly options: LapseSchedulerOptions,
    @Inject(BILLING) private readonly billing: BillingProvider,
  ) {}

  onModuleInit(): void {
    // End users are told to ask whoever runs Outflow; that person reads how here (and in the README).
    if (this.billing.kind === 'local')
      this.logger.log(
        'Billing is not configured (no STRIPE_SECRET_KEY): trials end after 7 days; give a user a paid period with `npm run billing -- grant <email> <days>`',
      );
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
      .catch((error: unknown) =>
        this.logger.error(`lapse scan failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        if (this.stopped) return;
        // The interval is clock time: on a sandbox sped up 1,440×, trials end on sandbox days, so it scans as often in them.
        this.timer = setTimeout(
          () => this.tick(),
          Math.max(50, Math.min(this.options.intervalMs, realMsFor(this.clock, this.options.intervalMs))),
        );
        this.timer.unref();
      });
  }

  private async scan(): Promise<number> {
    const now = this.clock.now();
    const ended = await findEndedPeriods(this.db, now.toISOString());
    const keys = new Set(ended.map((p) => `${p.userId}@${p.endedAt}`));
    // Forget periods no longer ended-and-running (a new grant or subscription replaced them).
    for (const key of this.settled) if (!keys.has(key)) this.settled.delete(key);
    const correlationId = `lapse-scan-${randomUUID()}`;
    let recorded = 0;
    for (const { userId, endedAt } of ended) {
      const key = `${userId}@${endedAt}`;
      if (this.settled.has(key)) continue;
      try {
        const { newEvents } = await handleCommand(
          this.store,
          userStream(userId),
          subscriptionDecider,
          { type: 'RecordLapse', data: { now } },
          {
            userId,
            actor: 'system',
            correlationId,
          },
        );
        recorded += newEvents.length;
        this.settled.add(key);
        if (newEvents.length > 0 && this.billing.kind === 'local') {
          const email = (await findUserEmail(this.db, userId)) ?? '<email>';
          this.logger.log(`The access of ${email} ended; to extend it: npm run billing -- grant ${email} <days>`);
        }
      } catch (error) {
        // Left unsettled: the next scan tries this user again.
        this.logger.error(
          `could not record the lapse of user ${userId}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return recorded;
  }
}
