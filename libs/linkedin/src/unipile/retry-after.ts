/**
 * A `Retry-After` header (RFC 9110 §10.2.3) as milliseconds to wait: either delay-seconds or an
 * HTTP date, measured from `now`. Unreadable or absent → undefined (the caller backs off its own way).
 */
export function retryAfterMsFromHeader(value: string | null | undefined, now: Date): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ("Sat, 01 Mar 2025 10:01:30 GMT"); a bare "-5" is no date.
  const at = /[A-Za-z]/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now.getTime());
}
