/**
 * Where the domain gets "now" from: injected so tests and the LinkedIn sandbox can move time.
 * Everything in the backend that reads time reads one Clock: with the sandbox as provider it is the
 * sandbox's (sped up, a week of a campaign plays in minutes), with Unipile the system's.
 */
export interface Clock {
  now(): Date;
  /**
   * The real milliseconds that pass while this clock moves `ms` (a sandbox clock at 1,440× answers
   * ms / 1440; a frozen one Infinity). Absent: the clock runs at real speed.
   */
  realMs?(ms: number): number;
}

/** Real time a clock takes to move `ms`: what a process sleeps to wait for a moment of clock time. */
export const realMsFor = (clock: Clock, ms: number): number => (clock.realMs ? clock.realMs(ms) : ms);

/** Clock time that passes while `realMs` of real time do (the inverse of realMsFor). */
export const clockMsFor = (clock: Clock, realMs: number): number => {
  if (!clock.realMs) return realMs;
  const perClockMs = clock.realMs(1);
  return perClockMs > 0 && Number.isFinite(perClockMs) ? realMs / perClockMs : 0;
};

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that also answers real time, for what waits on clock time (which may be sped up) and
 * measures its own liveness in real time: the scheduler's due steps, windows and limits go by
 * `now()`, how long a handed-out job has been out by `realNow()`.
 */
export interface ClockWithRealTime extends Clock {
  realNow(): Date;
}

/** The clock, with real time read from `real` (the system's by default). */
export function withRealTime(clock: Clock, real: Clock = systemClock): ClockWithRealTime {
  return {
    now: () => clock.now(),
    realMs: (ms) => realMsFor(clock, ms),
    realNow: () => real.now(),
  };
}

/** A clock tests can set and advance. */
export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(date: Date): void {
    this.current = new Date(date.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
