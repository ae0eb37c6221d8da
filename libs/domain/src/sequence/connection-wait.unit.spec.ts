import { connectionWaitDays } from './connection-wait';
import { DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS, MAX_WAIT_FOR_ACCEPTANCE_DAYS, MIN_WAIT_FOR_ACCEPTANCE_DAYS } from './sequence-graph';

describe('connection-wait days', () => {
  it('defaults to 10 within 1..60', () => {
    expect([DEFAULT_WAIT_FOR_ACCEPTANCE_DAYS, MIN_WAIT_FOR_ACCEPTANCE_DAYS, MAX_WAIT_FOR_ACCEPTANCE_DAYS]).toEqual([10, 1, 60]);
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

  it.each(['0', '-5', 0, -1, '', 'abc', '7d', Number.NaN])('given %p typed, then it is ignored and the previous value stays', (typed) => {
    expect(connectionWaitDays(12, typed)).toBe(12);
  });
});
