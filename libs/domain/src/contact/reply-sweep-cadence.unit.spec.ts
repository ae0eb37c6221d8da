import {
  nextReplySweepAt,
  NEVER_SWEPT,
  REPLY_SWEEP_INTERVAL_MS,
  REPLY_SWEEP_MARGIN_MS,
  REPLY_SWEEP_RETRY_MS,
  replySweepDone,
  replySweepDue,
  replySweepFailed,
  replySweepMissed,
  replySweepSince,
} from './reply-sweep-cadence';

const MINUTE = 60_000;
// Clock time, days ahead of any real time: the rule only compares clock times.
const t0 = Date.parse('2026-12-03T09:00:00Z');
const CONNECTED = '2026-11-20T08:00:00.000Z';
const readable = { readable: true, connectedAt: CONNECTED };

describe('the reply sweep cadence (issue 17: replies found without webhooks)', () => {
  it('sweeps an account never swept at once, from the first page of chats', () => {
    expect(replySweepDue(NEVER_SWEPT, readable, t0)).toBe(true);
    expect(replySweepSince(NEVER_SWEPT)).toBeNull();
  });

  it('sweeps again once a quarter hour of clock time has passed since the last sweep began, not before', () => {
    const swept = replySweepDone(t0, CONNECTED);
    // The bound is half an hour between sweeps; a quarter leaves room for the sweep's own length.
    expect(REPLY_SWEEP_INTERVAL_MS).toBe(15 * MINUTE);
    expect(replySweepDue(swept, readable, t0 + 14 * MINUTE)).toBe(false);
    expect(replySweepDue(swept, readable, t0 + 15 * MINUTE)).toBe(true);
    expect(nextReplySweepAt(swept)).toBe(t0 + 15 * MINUTE);
  });

  it('reads from a margin before the last sweep began, so messages that landed during it are read again', () => {
    const swept = replySweepDone(t0, CONNECTED);
    const since = replySweepSince(swept)!;
    expect(since.getTime()).toBe(t0 - REPLY_SWEEP_MARGIN_MS);
    expect(since.getTime()).toBeLessThan(t0);
  });

  it('does not sweep an account it cannot read, and sweeps it at once when it can again', () => {
    const swept = replySweepDone(t0, CONNECTED);
    expect(replySweepDue(swept, { readable: false, connectedAt: null }, t0 + 3 * 60 * MINUTE)).toBe(false);
    const missed = replySweepMissed(swept);
    // Back five minutes after the last sweep: at once, not at the quarter hour.
    expect(replySweepDue(missed, readable, t0 + 5 * MINUTE)).toBe(true);
    // And from before the last sweep, so the whole time it was away is read.
    expect(replySweepSince(missed)!.getTime()).toBe(t0 - REPLY_SWEEP_MARGIN_MS);
  });

  it('sweeps at once after a reconnect the scheduler never saw as a disconnection', () => {
    const swept = replySweepDone(t0, CONNECTED);
    const reconnected = { readable: true, connectedAt: '2026-12-03T09:04:00.000Z' };
    expect(replySweepDue(swept, reconnected, t0 + 5 * MINUTE)).toBe(true);
    const again = replySweepDone(t0 + 5 * MINUTE, reconnected.connectedAt);
    expect(replySweepDue(again, reconnected, t0 + 6 * MINUTE)).toBe(false);
  });

  it('tries a failed sweep again after a short pause (not every poll), from the same point', () => {
    const swept = replySweepDone(t0, CONNECTED);
    const failed = replySweepFailed(swept, t0 + 30 * MINUTE);
    expect(replySweepDue(failed, readable, t0 + 31 * MINUTE)).toBe(false);
    expect(nextReplySweepAt(failed)).toBe(t0 + 30 * MINUTE + REPLY_SWEEP_RETRY_MS);
    expect(replySweepDue(failed, readable, t0 + 30 * MINUTE + REPLY_SWEEP_RETRY_MS)).toBe(true);
    expect(replySweepSince(failed)!.getTime()).toBe(t0 - REPLY_SWEEP_MARGIN_MS);
  });
});
