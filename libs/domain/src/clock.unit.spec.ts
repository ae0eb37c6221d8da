import { clockMsFor, FixedClock, realMsFor, withRealTime, type Clock } from './clock';

describe('a clock with real time', () => {
  it('answers the clock’s time and speed from the clock, and real time from the real clock, each as it moves', () => {
    const sandbox = new FixedClock(new Date('2026-11-23T09:00:00Z'));
    let speed = 1440;
    const sped: Clock = { now: () => sandbox.now(), realMs: (ms) => ms / speed };
    const real = new FixedClock(new Date('2026-11-29T12:00:00Z'));
    const clock = withRealTime(sped, real);

    sandbox.advance(3_600_000);
    real.advance(2_500);
    expect(clock.now()).toEqual(new Date('2026-11-23T10:00:00Z'));
    expect(clock.realNow()).toEqual(new Date('2026-11-29T12:00:02.500Z'));
    expect(realMsFor(clock, 1_440_000)).toBe(1_000);
    speed = 60;
    expect(clockMsFor(clock, 1_000)).toBe(60_000);
  });

  it('runs at real speed over a clock that says no speed', () => {
    const clock = withRealTime(new FixedClock(new Date('2026-11-23T09:00:00Z')));
    expect(realMsFor(clock, 5_000)).toBe(5_000);
    expect(clockMsFor(clock, 5_000)).toBe(5_000);
  });
});
