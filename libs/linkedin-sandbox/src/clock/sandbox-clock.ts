import type { Queryable } from '../db/sandbox-database';
import { readSetting, writeSetting } from '../db/settings-store';

interface StoredClock {
  sandboxMs: number;
  speed: number;
}

/**
 * Sandbox time = anchor + (real time elapsed since the anchor) × speed. The current sandbox time is
 * persisted regularly and re-anchored on start, so a restart continues from where the clock stopped.
 */
export class SandboxClock {
  private anchorReal = Date.now();

  private constructor(
    private readonly db: Queryable,
    private anchorSandbox: number,
    private currentSpeed: number,
  ) {}

  static async load(db: Queryable): Promise<SandboxClock> {
    const stored = await readSetting<StoredClock>(db, 'clock');
    const clock = new SandboxClock(db, stored?.sandboxMs ?? Date.now(), stored?.speed ?? 1);
    if (!stored) await clock.persist();
    return clock;
  }

  nowMs(): number {
    return Math.floor(this.anchorSandbox + (Date.now() - this.anchorReal) * this.currentSpeed);
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Real milliseconds that pass while sandbox time moves `ms` (never, while frozen). */
  realMs(ms: number): number {
    return this.currentSpeed > 0 ? ms / this.currentSpeed : Infinity;
  }

  get speed(): number {
    return this.currentSpeed;
  }

  async setSpeed(speed: number): Promise<void> {
    this.reanchor();
    this.currentSpeed = speed;
    await this.persist();
  }

  /** Jumps sandbox time forward (never back: happenings already applied stay applied). */
  async advance(ms: number): Promise<void> {
    this.reanchor();
    this.anchorSandbox += ms;
    await this.persist();
  }

  async persist(): Promise<void> {
    await writeSetting(this.db, 'clock', { sandboxMs: this.nowMs(), speed: this.currentSpeed } satisfies StoredClock);
  }

  private reanchor(): void {
    this.anchorSandbox = this.nowMs();
    this.anchorReal = Date.now();
  }
}
