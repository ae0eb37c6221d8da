import type { IncomingHttpHeaders } from 'node:http';

/** What a caller's `X-Request-Id` may be to become a correlation id: an id, as ids are bounded elsewhere. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The caller's `X-Request-Id` when it is an id (one header, at most 128 characters of an id's
 * alphabet); undefined otherwise, and the request gets an id of our own. It ends up in every
 * event's metadata and the logs, so an 8,000-character or multi-line value is never kept.
 */
export function clientRequestId(headers: IncomingHttpHeaders): string | undefined {
  const value = headers['x-request-id'];
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : undefined;
}
