import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time: both sides are hashed first, so neither length nor content leaks through timing. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  return given !== undefined && given !== '' && timingSafeEqual(digest(given), digest(expected));
}
