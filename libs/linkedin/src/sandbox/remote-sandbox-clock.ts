import type { Clock } from '@outflow/domain';

export interface RemoteSandboxClockOptions {
  /** The sandbox's mount point (its Unipile DSN), e.g. http://127.0.0.1:4100 */
  readonly baseUrl: string;
  /** SANDBOX_CONTROL_TOKEN, for a sandbox that is not on this host's loopback. */
  readonly controlToken?: string;
  /** How often the reading is refreshed (real ms); default 1 s. */
  readonly syncIntervalMs?: number;
  readonly fetch?: typeof fetch;
}

interface Reading {
  readonly sandboxMs: number;
  readonly speed: number;
  /** This host's time when the reading was taken. */
  readonly localMs: number;
  /** How far off the reading may be (half the round trip, in sandbox time). */
  readonly uncertaintyMs: number;
}

/**
 * The LinkedIn sandbox's clock as a process apart from the sandbox sees it (a runner, an API on
 * NATS): it reads `GET /control/clock` once a second and runs on between readings at the sandbox's
 * speed, so `POST /control/clock {speed}` or a jump moves every process within a second. Between a
 * change and the next reading this clock ran at the old speed (at 1,440×, up to 24 minutes ahead):
 * the reading then wins, even when it is behind what this clock answered. Only a reading behind by
 * less than its own uncertainty (half the round trip) is caught up to instead, so round-trip noise
 * never runs the clock backwards. This adapter is where system time is read; the code it serves
 * reads only the Clock.
 */
export class RemoteSandboxClock implements Clock {
  private reading?: Reading;
  private lastAnswered = 0;
  private timer?: NodeJS.Timeout;

  constructor(private readonly options: RemoteSandboxClockOptions) {}

  /** Takes the first reading (throws when the sandbox cannot be reached), then keeps it fresh. */
  async start(): Promise<void> {
    await this.sync();
    const tick = () => {
      this.timer = setTimeout(
        () =>
          void this.sync()
            .catch(() => undefined)
            .finally(tick),
        this.options.syncIntervalMs ?? 1000,
      );
      this.timer.unref?.();
    };
    tick();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  now(): Date {
    if (!this.reading) throw new Error('RemoteSandboxClock.now() before start()');
    const { sandboxMs, speed, localMs, uncertaintyMs } = this.reading;
    const reckoned = Math.floor(sandboxMs + (Date.now() - localMs) * speed);
    // Behind by noise: hold (monotonic). Behind by more: the sandbox changed, follow it.
    const ms =
      reckoned < this.lastAnswered && this.lastAnswered - reckoned <= uncertaintyMs ? this.lastAnswered : reckoned;
    this.lastAnswered = ms;
    return new Date(ms);
  }

  realMs(ms: number): number {
    const speed = this.reading?.speed ?? 1;
    return speed > 0 ? ms / speed : Infinity;
  }

  private async sync(): Promise<void> {
    const doFetch = this.options.fetch ?? fetch;
    const sentAt = Date.now();
    const response = await doFetch(`${this.options.baseUrl.replace(/\/+$/, '')}/control/clock`, {
      headers: this.options.controlToken ? { authorization: `Bearer ${this.options.controlToken}` } : {},
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`The sandbox clock answered ${response.status}`);
    const body = (await response.json()) as { nowMs: number; speed: number };
    // The reading is taken halfway through the round trip.
    const halfTrip = (Date.now() - sentAt) / 2;
    this.reading = {
      sandboxMs: body.nowMs,
      speed: body.speed,
      localMs: sentAt + halfTrip,
      uncertaintyMs: Math.ceil((halfTrip + 5) * body.speed),
    };
  }
}
