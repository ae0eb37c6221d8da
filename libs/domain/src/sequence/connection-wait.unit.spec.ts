import { connectionWaitDays, connectionWaitMode, connectionWaitOutcome, connectionWaitParams } from './connection-wait';
import {
  DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS,
  MAX_WAIT_FOR_ACCEPTANCE_DAYS,
  MIN_WAIT_FOR_ACCEPTANCE_DAYS,
} from './sequence-graph';

describe('connection-wait days', () => {
  it('defaults to 10 within 1..60', () => {
    expect([DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS, MIN_WAIT_FOR_ACCEPTANCE_DAYS, MAX_WAIT_FOR_ACCEPTANCE_DAYS]).toEqual([
      10, 1, 60,
    ]);
  });

  it.each([
    ['14', 14],
    [' 3 ', 3],
    [1, 1],
    [60, 60],
    ['61', 60],
    [500, 60],
    ['2.7', 2],
    [0.5, 1],
  ] as const)('given %p typed, then the wait is %p days', (typed, expected) => {
    expect(connectionWaitDays(10, typed)).toBe(expected);
  });

  it.each(['0', '-5', 0, -1, '', 'abc', '7d', Number.NaN])(
    'given %p typed, then it is ignored and the previous value stays',
    (typed) => {
      expect(connectionWaitDays(12, typed)).toBe(12);
    },
  );
});

describe('connection-wait option', () => {
  it('given wait, then it waits for acceptance with no period', () => {
    expect(connectionWaitParams('wait', 25)).toEqual({ waitForAcceptance: true, withdrawIfNotAccepted: false });
  });

  it('given stop, then the period is stored, kept within 1..60', () => {
    expect(connectionWaitParams('stop', 25)).toEqual({
      waitForAcceptance: true,
      withdrawIfNotAccepted: false,
      waitPeriod: 25,
    });
    expect(connectionWaitParams('stop', 90).waitPeriod).toBe(60);
    expect(connectionWaitParams('stop', 0).waitPeriod).toBe(10);
  });

  it('given withdraw, then it withdraws with no period', () => {
    expect(connectionWaitParams('withdraw', 25)).toEqual({ waitForAcceptance: true, withdrawIfNotAccepted: true });
  });

  it.each(['wait', 'stop', 'withdraw'] as const)('reads %p back from the params it stored', (mode) => {
    expect(connectionWaitMode(connectionWaitParams(mode, 7))).toBe(mode);
  });

  it('reads a node with no wait params as wait', () => {
    expect(connectionWaitMode({})).toBe('wait');
  });
});

describe('connectionWaitOutcome says what happens to an unanswered invitation', () => {
  it('in every mode, the No branch runs once the wait is over', () => {
    expect(connectionWaitOutcome('wait')).toBe(
      "Waits up to 10 days for the answer. Accepted: the Yes branch runs. Not accepted by then: the No branch runs (with no No branch, the lead's sequence ends).",
    );
    expect(connectionWaitOutcome('stop', 3)).toMatch(/^Waits 3 days\. .* the No branch runs/);
    expect(connectionWaitOutcome('stop', 1)).toMatch(/^Waits 1 day\./);
    expect(connectionWaitOutcome('withdraw')).toMatch(/withdraws the invitation and runs the No branch/);
  });
});
