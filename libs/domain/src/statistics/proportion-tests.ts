import { normalCdf } from './normal-distribution';

/** Two groups' successes out of their trials (variant A's acceptances of its invitations, B's). */
export interface TwoProportions {
  readonly successes1: number;
  readonly trials1: number;
  readonly successes2: number;
  readonly trials2: number;
}

/** The pooled two-proportion z-test, two-sided (the same p as Pearson's χ² of the 2×2 table, uncorrected). */
export function twoProportionZTest(t: TwoProportions): { z: number; pValue: number } {
  const pooled = (t.successes1 + t.successes2) / (t.trials1 + t.trials2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / t.trials1 + 1 / t.trials2));
  if (se === 0) return { z: 0, pValue: 1 };
  const z = (t.successes1 / t.trials1 - t.successes2 / t.trials2) / se;
  return { z, pValue: Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) };
}

const logFactorials: number[] = [0];
function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials[i] = logFactorials[i - 1] + Math.log(i);
  return logFactorials[n];
}

/**
 * Fisher's exact test of the 2×2 table [[a, b], [c, d]], two-sided as R's fisher.test and SciPy's
 * fisher_exact compute it: the sum of the probabilities of every table with the same margins that
 * is no more likely than the one seen (with a relative tolerance for rounding, as R uses).
 */
export function fisherExactTest(a: number, b: number, c: number, d: number): number {
  const row1 = a + b;
  const col1 = a + c;
  const n = a + b + c + d;
  const logP = (x: number) =>
    logFactorial(row1) +
    logFactorial(n - row1) +
    logFactorial(col1) +
    logFactorial(n - col1) -
    logFactorial(n) -
    logFactorial(x) -
    logFactorial(row1 - x) -
    logFactorial(col1 - x) -
    logFactorial(n - row1 - col1 + x);
  const seen = logP(a);
  let p = 0;
  for (let x = Math.max(0, row1 + col1 - n); x <= Math.min(row1, col1); x++) {
    const lp = logP(x);
    if (lp <= seen + 1e-7) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

/** Fewer trials than this in either group and no test is run: "not enough data yet". */
export const MIN_TRIALS_PER_VARIANT = 30;
/** Below this expected count in any cell the normal approximation is poor: Fisher's exact test instead. */
export const MIN_EXPECTED_PER_CELL = 10;
export const SIGNIFICANCE_LEVEL = 0.05;

export type ProportionComparison =
  | { readonly test: 'none'; readonly reason: 'not-enough-data' }
  | { readonly test: 'z-test' | 'fisher-exact'; readonly pValue: number; readonly significant: boolean };

/**
 * Whether two rates differ beyond chance: nothing under the minimum sample, Fisher's exact test
 * when a cell of the table expects fewer than 10, otherwise the two-proportion z-test.
 */
export function compareProportions(t: TwoProportions): ProportionComparison {
  if (t.trials1 < MIN_TRIALS_PER_VARIANT || t.trials2 < MIN_TRIALS_PER_VARIANT)
    return { test: 'none', reason: 'not-enough-data' };
  const n = t.trials1 + t.trials2;
  const successes = t.successes1 + t.successes2;
  const expected = [t.trials1, t.trials2].flatMap((trials) => [
    (trials * successes) / n,
    (trials * (n - successes)) / n,
  ]);
  if (expected.some((e) => e < MIN_EXPECTED_PER_CELL)) {
    const pValue = fisherExactTest(t.successes1, t.trials1 - t.successes1, t.successes2, t.trials2 - t.successes2);
    return { test: 'fisher-exact', pValue, significant: pValue < SIGNIFICANCE_LEVEL };
  }
  const { pValue } = twoProportionZTest(t);
  return { test: 'z-test', pValue, significant: pValue < SIGNIFICANCE_LEVEL };
}
