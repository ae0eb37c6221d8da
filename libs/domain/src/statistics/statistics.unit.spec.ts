import { normalCdf } from './normal-distribution';
import { compareProportions, fisherExactTest, twoProportionZTest } from './proportion-tests';
import { wilsonInterval } from './wilson-interval';

describe('wilsonInterval', () => {
  // Newcombe, "Two-sided confidence intervals for the single proportion", Stat. Med. 1998, table I (method 3).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i lies in [%f, %f]', (x, n, low, high) => {
    const interval = wilsonInterval(x, n)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('has no interval for nothing counted', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('normalCdf', () => {
  it('matches the standard normal table', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-2.5)).toBeCloseTo(0.00621, 5);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
  });
});

describe('fisherExactTest', () => {
  it("gives R's documented p of the tea-tasting table (fisher.test(TeaTasting): 0.4857)", () => {
    expect(fisherExactTest(3, 1, 1, 3)).toBeCloseTo(0.4857, 4);
  });

  it("gives the p of Wikipedia's dieting example (1 9 / 11 3: 0.002759, as scipy.stats.fisher_exact)", () => {
    expect(fisherExactTest(1, 9, 11, 3)).toBeCloseTo(0.002759, 6);
  });
});

describe('twoProportionZTest', () => {
  it('gives the p of the uncorrected χ² of the same table (56/100 v 40/100: z 2.2646, p 0.02354)', () => {
    const { z, pValue } = twoProportionZTest({ successes1: 56, trials1: 100, successes2: 40, trials2: 100 });
    expect(z).toBeCloseTo(2.2646, 4);
    expect(pValue).toBeCloseTo(0.02354, 5);
  });
});

describe('compareProportions', () => {
  it('says "not enough data" under 30 trials in a group', () => {
    expect(compareProportions({ successes1: 20, trials1: 29, successes2: 1, trials2: 100 })).toEqual({
      test: 'none',
      reason: 'not-enough-data',
    });
  });

  it("uses Fisher's exact test when a cell expects fewer than 10, the z-test otherwise", () => {
    const rare = compareProportions({ successes1: 1, trials1: 40, successes2: 9, trials2: 40 });
    // scipy.stats.fisher_exact([[1, 39], [9, 31]]): p = 0.014316.
    expect(rare).toEqual({ test: 'fisher-exact', pValue: expect.closeTo(0.014316, 5), significant: true });
    const common = compareProportions({ successes1: 56, trials1: 100, successes2: 40, trials2: 100 });
    expect(common).toEqual({ test: 'z-test', pValue: expect.closeTo(0.02354, 5), significant: true });
    const same = compareProportions({ successes1: 50, trials1: 100, successes2: 48, trials2: 100 });
    expect(same.test === 'z-test' && same.significant).toBe(false);
  });
});
