import { EDGE_DELAY_MAX_DIGITS, edgeDelayForInput, readEdgeDelayInput } from './edge-delay';

describe('edge delay input', () => {
  it.each([
    ['1', 'days', 86_400_000],
    ['2', 'hours', 7_200_000],
    ['99', 'days', 99 * 86_400_000],
    ['07', 'hours', 7 * 3_600_000],
    ['0', 'days', 0],
  ] as const)('given %p %s, then it is %p ms', (text, unit, ms) => {
    expect(readEdgeDelayInput(text, unit)).toEqual({ ok: true, amount: Number(text), ms });
  });

  it.each(['days', 'hours'] as const)('given an empty %s field, then it counts as 0', (unit) => {
    expect(readEdgeDelayInput('', unit)).toEqual({ ok: true, amount: 0, ms: 0 });
  });

  it.each(['a', '1a', '-1', '1.5', ' 2', '1e1', '２'])('given %p, then only numbers are allowed', (text) => {
    expect(readEdgeDelayInput(text, 'days')).toEqual({ ok: false, error: 'This field should only contain numbers' });
  });

  it('given more than two digits, then only the first two count, as the input holds no more', () => {
    expect(EDGE_DELAY_MAX_DIGITS).toBe(2);
    expect(readEdgeDelayInput('123', 'hours')).toEqual({ ok: true, amount: 12, ms: 12 * 3_600_000 });
  });

  describe('showing a stored delay', () => {
    it.each([
      [86_400_000, { text: '1', unit: 'days' }],
      [3 * 86_400_000, { text: '3', unit: 'days' }],
      [5 * 3_600_000, { text: '5', unit: 'hours' }],
      [36 * 3_600_000, { text: '36', unit: 'hours' }],
      [0, { text: '0', unit: 'days' }],
    ])('given %p ms, then the dialog shows %p', (ms, expected) => {
      expect(edgeDelayForInput(ms)).toEqual(expected);
    });

    it('round-trips through the input', () => {
      const shown = edgeDelayForInput(7 * 3_600_000);
      expect(readEdgeDelayInput(shown.text, shown.unit)).toMatchObject({ ms: 7 * 3_600_000 });
    });
  });
});
