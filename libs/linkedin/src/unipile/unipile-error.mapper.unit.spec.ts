import { InvalidTokenError, UnsuccessfulRequestError } from 'unipile-node-sdk';
import {
  AccountDisconnectedError,
  InvalidCredentialsError,
  NotFoundError,
  ProviderRequestError,
  ProviderUnavailableError,
  RateLimitedError,
} from '../errors';
import { toProviderError } from './unipile-error.mapper';
import { UnipileHttpError } from './unipile-http';

const failed = (status: number, type: string, extra: Record<string, unknown> = {}) =>
  new UnsuccessfulRequestError({ status, type: `errors/${type}`, title: `${type} title`, ...extra });

describe('Unipile error mapping', () => {
  it.each([
    [401, 'disconnected_account', AccountDisconnectedError],
    [401, 'expired_credentials', AccountDisconnectedError],
    [401, 'invalid_credentials', InvalidCredentialsError],
    [429, 'too_many_requests', RateLimitedError],
    [404, 'resource_not_found', NotFoundError],
    [500, 'unexpected_error', ProviderUnavailableError],
    [500, 'provider_error', ProviderUnavailableError],
    [503, 'service_unavailable', ProviderUnavailableError],
    [503, 'network_down', ProviderUnavailableError],
    [504, 'request_timeout', ProviderUnavailableError],
  ])('%s %s becomes %p', (status, type, expected) => {
    const error = toProviderError(failed(status, type), 'acc_1');
    expect(error).toBeInstanceOf(expected);
    expect((error as { status?: number }).status).toBe(status);
  });

  it('a disconnection names the account and the provider reason', () => {
    const error = toProviderError(failed(401, 'expired_credentials'), 'acc_1') as AccountDisconnectedError;
    expect(error.accountId).toBe('acc_1');
    expect(error.type).toBe('expired_credentials');
  });

  it.each([
    [422, 'limit_exceeded'],
    [422, 'already_invited_recently'],
    [422, 'cannot_resend_yet'],
    [422, 'no_connection_with_recipient'],
    [403, 'account_restricted'],
    [403, 'feature_not_subscribed'],
    [400, 'too_many_characters'],
  ])('%s %s becomes a ProviderRequestError with that type', (status, type) => {
    const error = toProviderError(failed(status, type, { detail: 'why' }));
    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error).toMatchObject({ type, status, detail: 'why' });
  });

  it('reads a retry delay from the body when there is one', () => {
    expect(
      (toProviderError(failed(429, 'too_many_requests', { retry_after: 7 })) as RateLimitedError).retryAfterMs,
    ).toBe(7000);
    expect((toProviderError(failed(429, 'too_many_requests')) as RateLimitedError).retryAfterMs).toBeUndefined();
  });

  it('maps by status when the type is missing, and by type when the status is', () => {
    expect(toProviderError(new UnsuccessfulRequestError({ status: 502 }))).toBeInstanceOf(ProviderUnavailableError);
    expect(toProviderError(new UnsuccessfulRequestError({ status: 404 }))).toBeInstanceOf(NotFoundError);
    expect(toProviderError(new UnsuccessfulRequestError({ type: 'errors/disconnected_account' }))).toBeInstanceOf(
      AccountDisconnectedError,
    );
    expect(toProviderError(new UnsuccessfulRequestError({ type: 'disconnected_account', status: 401 }))).toBeInstanceOf(
      AccountDisconnectedError,
    );
  });

  it('a network failure or a non-JSON answer is "unavailable"', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const error = toProviderError(refused);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toContain('ECONNREFUSED');
    expect(toProviderError(new UnsuccessfulRequestError(new Blob(['<html>Bad gateway</html>'])))).toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('passes through what is not a provider answer', () => {
    const misconfigured = new InvalidTokenError();
    expect(toProviderError(misconfigured)).toBe(misconfigured);
    const bug = new RangeError('bug');
    expect(toProviderError(bug)).toBe(bug);
  });

  it("the thin fetch's refusals keep their status, and a Retry-After header wins over a delay in the body", () => {
    const limited = toProviderError(
      new UnipileHttpError(429, { type: 'errors/too_many_requests', title: 'Too many', retry_after: 3 }, 120_000),
      'acc_1',
    );
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect(limited).toMatchObject({ status: 429, retryAfterMs: 120_000 });
    expect(
      toProviderError(
        new UnipileHttpError(429, { type: 'errors/too_many_requests', title: 'Too many', retry_after: 3 }, undefined),
      ),
    ).toMatchObject({ retryAfterMs: 3000 });
    // The status comes from the response when the body leaves it out.
    expect(
      toProviderError(new UnipileHttpError(422, { type: 'errors/limit_exceeded', title: 'Limit' }, undefined)),
    ).toMatchObject({
      constructor: ProviderRequestError,
      status: 422,
      type: 'limit_exceeded',
    });
    expect(toProviderError(new UnipileHttpError(502, '<html>Bad gateway</html>', undefined))).toMatchObject({
      constructor: ProviderUnavailableError,
      status: 502,
    });
  });
});
