import { Z_95 } from './normal-distribution';

/** A rate with the range its true value lies in at 95 % confidence. */
export interface RateInterval {
  readonly low: number;
  readonly high: number;
}

/**
 * Wilson's score interval (Wilson 1927; Newcombe 1998, method 3): unlike the textbook p ± z·se it
 * never leaves [0, 1] and stays honest at 0 of 20 or 20 of 20, which small A/B samples often are.
 * Null when nothing was counted.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): RateInterval | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
