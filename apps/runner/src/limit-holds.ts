import {
  accountHoldDecider,
  activeHold,
  limitHoldOf,
  recordedHold,
  userStream,
  type AccountHoldCode,
  type ActingWindow,
  type LimitKey,
  type ScheduleSettings,
} from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import type { AccountPacer } from './account-pacer';
import type { SchedulerLog } from './step-scheduler';

type LimitHoldCode = Extract<AccountHoldCode, 'daily-limit' | 'weekly-cap'>;

/**
 * The scheduler hands out no step whose limit is used up, so no step records why it waits: the
 * sender's hold does, once when it starts and once when it ends (issue 17), on the owner's stream
 * (one per sender and kind: each sender has its own limits), where the campaign list, the lead's
 * story and the replay read it. Waiting costs no events.
 */
export class LimitHolds {
  constructor(
    private readonly store: EventStore,
    private readonly windowOf: (schedule: ScheduleSettings) => ActingWindow,
    private readonly log?: SchedulerLog,
  ) {}

  /** Every due step of the account waits for one of these used-up limits. */
  async limitsUsedUp(pacer: AccountPacer, now: Date, exhausted: readonly LimitKey[]): Promise<void> {
    const view = pacer.view;
    const accountId = view?.context.accountId;
    if (!view || !accountId) return;
    const { context, ledger } = view;
    const window = this.windowOf(context.schedule);
    const hold = limitHoldOf({
      ledger,
      limits: context.limits,
      exhausted,
      now,
      timeZone: context.schedule.timeZone,
      window,
    });
    if (!hold) return;
    const recorded = activeHold(context.recordedHolds, hold.code, accountId, now);
    if (recorded && recorded.until === hold.until.toISOString()) return;
    const data = { accountId, code: hold.code, reason: hold.reason, until: hold.until, now };
    await this.write(pacer, { type: 'StartAccountHold', data });
  }

  /** The limits used up now: a hold for limits no longer used up (raised by the user, a new week) has ended. */
  async limitsNow(pacer: AccountPacer, now: Date, exhausted: readonly LimitKey[]): Promise<void> {
    if (exhausted.length === 0) await this.end(pacer, now, 'daily-limit', () => true);
    if (!exhausted.includes('connections')) await this.end(pacer, now, 'weekly-cap', () => true);
  }

  /** Holds whose time has passed are over by themselves; their end is recorded once. */
  async endPassed(pacer: AccountPacer, now: Date): Promise<void> {
    for (const code of ['daily-limit', 'weekly-cap'] as const)
      await this.end(pacer, now, code, (until) => until !== null && Date.parse(until) <= now.getTime());
  }

  private async end(pacer: AccountPacer, now: Date, code: LimitHoldCode, over: (until: string | null) => boolean) {
    const context = pacer.view?.context;
    if (!context?.accountId) return;
    const hold = recordedHold(context.recordedHolds, code, context.accountId);
    if (!hold || !over(hold.until)) return;
    await this.write(pacer, { type: 'EndAccountHold', data: { accountId: context.accountId, code, now } });
  }

  private async write(pacer: AccountPacer, command: Parameters<typeof accountHoldDecider.decide>[0]): Promise<void> {
    const metadata = { userId: pacer.userId, actor: 'runner' as const, correlationId: `limit-hold-${pacer.key}` };
    try {
      await handleCommand(this.store, userStream(pacer.userId), accountHoldDecider, command, metadata);
      // The next decision reads the owner's stream again (it holds the hold now).
      pacer.stale = true;
    } catch (error) {
      this.log?.('warn', 'account hold not recorded', { userId: pacer.userId, error: String(error) });
    }
  }
}
