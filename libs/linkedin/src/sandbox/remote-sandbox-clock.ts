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
}

/**
 * The LinkedIn sandbox's clock as a process apart from the sandbox sees it (a runner, an API on
 * NATS): it reads `GET /control/clock` once a second and runs on between readings at the sandbox's
 * speed, so `POST /control/clock {speed}` moves every process within a second. Never runs
 * backwards: a reading behind what this clock already answered is caught up to, not jumped to.
 * This adapter is where system time is read; the code it serves reads only the Clock.
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
      this.timer = setTimeout(() => void this.sync().catch(() => undefined).finally(tick), this.options.syncIntervalMs ?? 1000);
      this.timer.unref?.();
    };
    tick();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  now(): Date {
    if (!this.reading) throw new Error('RemoteSandboxClock.now() before start()');
    const { sandboxMs, speed, localMs } = this.reading;
    const ms = Math.max(this.lastAnswered, Math.floor(sandboxMs + (Date.now() - localMs) * speed));
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
    const localMs = sentAt + (Date.now() - sentAt) / 2;
    this.reading = { sandboxMs: body.nowMs, speed: body.speed, localMs };
  }
}
