import type { SandboxContext } from '../sandbox-context';
import { errorField, sandboxLog } from '../sandbox-log';

const CLOCK_PERSIST_EVERY = 4;

/**
 * The sandbox's heartbeat (every 250 ms real time): applies the happenings due by sandbox time,
 * sends due webhook retries, flushes usage counters and persists the clock. Runs never overlap.
 */
export class SandboxTicker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private queued: Promise<number> | undefined;
  private ticks = 0;

  constructor(
    private readonly ctx: SandboxContext,
    private readonly intervalMs = 250,
  ) {}

  start(): void {
    this.timer = setInterval(
      () => void this.runOnce().catch((e) => sandboxLog('error', 'tick failed', { error: errorField(e) })),
      this.intervalMs,
    );
    this.timer.unref();
  }

  /**
   * A tick that starts now, or right after the one in progress (which may have read the clock
   * before a control call advanced it); resolves with the number of happenings applied.
   */
  runOnce(): Promise<number> {
    if (!this.running) {
      this.running = this.tick().finally(() => (this.running = undefined));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => 0)
      .then(() => {
        this.queued = undefined;
        return this.runOnce();
      });
    return this.queued;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<number> {
    const applied = await this.ctx.happenings.applyDue(this.ctx.clock.nowMs(), async (error) => {
      sandboxLog('error', 'a scheduled happening failed and was set aside', { error: errorField(error) });
      // Its handler may have changed cached accounts inside the rolled-back transaction.
      await this.ctx.accounts.reload();
    });
    if (applied > 0) {
      // Happenings change relations and invitations: drop the cached networks they may have touched.
      this.ctx.network.clear();
      this.ctx.emitter.flush();
    }
    await this.ctx.usage.flush();
    await this.ctx.dispatcher.deliverDue();
    if (++this.ticks % CLOCK_PERSIST_EVERY === 0) await this.ctx.clock.persist();
    return applied;
  }
}
