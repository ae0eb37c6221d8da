/**
 * The standard normal distribution's tail, for the z-test. erfc by the Chebyshev fit of Numerical
 * Recipes (§6.2, relative error under 1.2e-7 everywhere): far finer than any p-value we show.
 */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** P(Z ≤ x) for a standard normal Z. */
export const normalCdf = (x: number): number => 0.5 * erfc(-x / Math.SQRT2);

/** The 97.5th percentile: a two-sided 95 % interval is ± this many standard errors. */
export const Z_95 = 1.959963984540054;
