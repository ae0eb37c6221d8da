import { UnsuccessfulRequestError } from 'unipile-node-sdk';
import {
  AccountDisconnectedError,
  InvalidCredentialsError,
  LinkedInProviderError,
  NotFoundError,
  ProviderRequestError,
  ProviderUnavailableError,
  RateLimitedError,
} from '../errors';
import { UnipileHttpError } from './unipile-http';
import { count, record, text } from './wire-read';

const DISCONNECTED = new Set(['disconnected_account', 'expired_credentials']);
const UNAVAILABLE = new Set([
  'unexpected_error',
  'provider_error',
  'service_unavailable',
  'network_down',
  'request_timeout',
]);

/**
 * Turns what a Unipile call threw into the port's typed errors (unipile.md §8). The SDK throws
 * `UnsuccessfulRequestError` with the parsed error body `{status, type: "errors/<code>", title,
 * detail}`; our thin fetch throws `UnipileHttpError`, which also keeps the HTTP status and the
 * `Retry-After` header; fetch throws a TypeError when the network fails. Anything else (a bad DSN or key given
 * to the SDK, a bug) is not a provider answer and is passed through untouched.
 */
export function toProviderError(error: unknown, accountId?: string): unknown {
  if (error instanceof LinkedInProviderError) return error;
  if (isNetworkFailure(error)) {
    return new ProviderUnavailableError(`LinkedIn provider unreachable: ${describeCause(error)}`, 'network_down');
  }
  if (error instanceof UnipileHttpError) return fromHttpError(error, accountId);
  if (!(error instanceof UnsuccessfulRequestError)) return error;
  const body = error.body;
  if (body === null || typeof body !== 'object' || typeof (body as Blob).arrayBuffer === 'function') {
    // The SDK drops the status of answers that are not JSON: those come from proxies and gateways.
    return new ProviderUnavailableError('LinkedIn provider answered without a JSON error body', 'unexpected_error');
  }
  return fromErrorBody(body, accountId);
}

function fromHttpError(error: UnipileHttpError, accountId: string | undefined): LinkedInProviderError {
  if (error.body !== null && typeof error.body === 'object') {
    return fromErrorBody({ status: error.status, ...record(error.body) }, accountId, error.retryAfterMs);
  }
  // Not JSON: a proxy or gateway answered; its status still tells a rate limit from an outage.
  if (error.status === 429)
    return new RateLimitedError(error.retryAfterMs, 'LinkedIn provider rate limit (HTTP 429)', 429);
  return new ProviderUnavailableError(
    `LinkedIn provider answered HTTP ${error.status} without a JSON error body`,
    'unexpected_error',
    error.status,
  );
}

/** `headerRetryAfterMs`: a `Retry-After` header's delay, which wins over a delay in the body. */
export function fromErrorBody(body: unknown, accountId?: string, headerRetryAfterMs?: number): LinkedInProviderError {
  const raw = record(body);
  const code = (text(raw.type) ?? '').replace(/^errors\//, '');
  const status = count(raw.status) ?? undefined;
  const title = text(raw.title) ?? (code || `HTTP ${status ?? 'error'}`);
  const detail = text(raw.detail) ?? undefined;
  const message = detail ? `${title}: ${detail}` : title;

  if (DISCONNECTED.has(code)) return new AccountDisconnectedError(accountId, code, message, status ?? 401);
  if (code === 'invalid_credentials') return new InvalidCredentialsError(accountId, message, status ?? 401);
  if (status === 429 || code === 'too_many_requests')
    return new RateLimitedError(headerRetryAfterMs ?? retryAfterMsOf(raw), message, status ?? 429);
  if (status === 404 || code === 'resource_not_found')
    return new NotFoundError(message, code || 'resource_not_found', status ?? 404);
  if ((status !== undefined && status >= 500) || UNAVAILABLE.has(code)) {
    return new ProviderUnavailableError(message, code || 'unexpected_error', status);
  }
  return new ProviderRequestError(code || 'unknown', status, message, detail);
}

/**
 * A delay the error body gives (`retry_after` seconds, `retry_after_ms`). The SDK's request sender
 * hands us the body but not the headers: calls that need the `Retry-After` header use the thin
 * fetch (unipile-http.ts) instead.
 */
function retryAfterMsOf(raw: Record<string, unknown>): number | undefined {
  const ms = count(raw.retry_after_ms);
  if (ms !== null && ms >= 0) return ms;
  const seconds = count(raw.retry_after) ?? count(raw.retryAfter);
  return seconds !== null && seconds >= 0 ? seconds * 1000 : undefined;
}

/** By name, not instanceof: fetch's errors may come from another realm (e.g. under a test VM). */
function isNetworkFailure(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'AbortError' || name === 'TimeoutError') return true;
  // undici: `TypeError: fetch failed` with the socket error as cause.
  return name === 'TypeError' && typeof message === 'string' && /fetch failed|network|socket/i.test(message);
}

function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
