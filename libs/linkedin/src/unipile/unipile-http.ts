import type { Clock } from '@outflow/domain';
import type { AnswerDriftMonitor } from './answer-drift';
import { callName } from './answer-drift';
import { providerPath } from './provider-path';
import { retryAfterMsFromHeader } from './retry-after';
import type { SdkValidator } from './sdk-schemas';

/**
 * A refused call made by the thin fetch below: unlike the SDK's UnsuccessfulRequestError it keeps
 * the HTTP status and the `Retry-After` header, which the SDK's request sender drops.
 */
export class UnipileHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly retryAfterMs: number | undefined,
  ) {
    super(`Unipile answered ${status}`);
    this.name = 'UnipileHttpError';
  }
}

export interface UnipileHttpRequest {
  readonly method: 'GET' | 'POST';
  /** Path segments under `/api/v1`, unencoded: providerPath checks and encodes them. */
  readonly path: readonly string[];
  readonly parameters?: Record<string, string>;
  /** Sent as JSON. */
  readonly body?: Record<string, unknown>;
  /** The SDK's schema for the answer, when it has one: mismatches go to the drift monitor. */
  readonly validator?: SdkValidator;
}

/**
 * The thin `fetch` for the calls whose rate limit matters most: the profile lookup (LinkedIn's
 * daily allowance), search, endorse and follow. It speaks to Unipile exactly as the SDK's request
 * sender does (same URL, `X-API-KEY`, JSON), but reads the response headers, so a 429's
 * `Retry-After` reaches RateLimitedError. Answers are checked against the SDK's schemas all the same.
 */
export class UnipileHttp {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly drift: AnswerDriftMonitor,
    private readonly clock: Clock,
  ) {}

  async send(request: UnipileHttpRequest): Promise<unknown> {
    const query =
      request.parameters && Object.keys(request.parameters).length ? `?${new URLSearchParams(request.parameters)}` : '';
    const url = `${this.baseUrl}/api/v1/${providerPath(request.path).join('/')}${query}`;
    const headers: Record<string, string> = { 'X-API-KEY': this.apiKey, accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    const body: unknown = isJson ? await response.json() : await response.text();
    if (!response.ok) {
      throw new UnipileHttpError(
        response.status,
        body,
        retryAfterMsFromHeader(response.headers.get('retry-after'), this.clock.now()),
      );
    }
    if (request.validator) this.drift.check(callName(request.method, request.path), request.validator, body);
    return body;
  }
}
