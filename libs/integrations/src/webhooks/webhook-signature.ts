import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'Outflow-Signature';

/** A receiver should refuse a signature older than this (a replayed delivery). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, unixTime: number, body: string): string =>
  createHmac('sha256', secret).update(`${unixTime}.${body}`).digest('hex');

/** The signature header's value for `body` signed at `unixTime` with the subscription's secret. */
export function signWebhookBody(secret: string, body: string, unixTime: number): string {
  return `t=${unixTime},v1=${hmac(secret, unixTime, body)}`;
}

/**
 * The documented check (the README shows the same function for receivers): the header parses, its
 * time is within the tolerance of `nowSeconds`, and one of its `v1` values is the HMAC of "t.body".
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
