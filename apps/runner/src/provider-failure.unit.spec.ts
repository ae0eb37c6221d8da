import { ConcurrencyError } from '@outflow/event-store';
import {
  AccountDisconnectedError,
  NotFoundError,
  ProviderRequestError,
  ProviderUnavailableError,
  RateLimitedError,
} from '@outflow/linkedin';
import { outcomeOfFailure } from './provider-failure';

const now = new Date('2026-11-22T10:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);

describe('what a failed step means', () => {
  it('defers without using an attempt when LinkedIn asks to slow down, the session is gone, the account is limited or restricted, or the quota stream is busy', () => {
    expect(outcomeOfFailure(new RateLimitedError(120_000, 'slow down'), now)).toMatchObject({
      kind: 'deferred',
      code: 'provider-rate-limit',
      until: after(120_000),
    });
    expect(outcomeOfFailure(new AccountDisconnectedError('acc', 'disconnected_account', 'gone'), now)).toMatchObject({
      kind: 'deferred',
      code: 'account-disconnected',
      until: after(3_600_000),
    });
    expect(outcomeOfFailure(new ProviderRequestError('limit_exceeded', 422, 'weekly limit'), now)).toMatchObject({
      kind: 'deferred',
      code: 'provider-limit',
      until: after(86_400_000),
    });
    expect(outcomeOfFailure(new ProviderRequestError('account_restricted', 403, 'restricted'), now)).toMatchObject({
      kind: 'deferred',
      code: 'account-restricted',
    });
    expect(outcomeOfFailure(new ConcurrencyError('quota-a-2026-11-22', 3n, 4n), now)).toMatchObject({
      kind: 'deferred',
      code: 'spacing',
      until: after(5_000),
    });
  });

  it('retries transient failures and gives up on what retrying cannot fix', () => {
    expect(outcomeOfFailure(new ProviderUnavailableError(), now)).toMatchObject({ kind: 'failed', retryable: true });
    expect(outcomeOfFailure(new Error('socket hang up'), now)).toMatchObject({ kind: 'failed', retryable: true });
    expect(outcomeOfFailure(new NotFoundError(), now)).toEqual({
      kind: 'failed',
      reason: 'LinkedIn profile not found',
      retryable: false,
    });
    expect(
      outcomeOfFailure(new ProviderRequestError('no_connection_with_recipient', 422, 'not connected'), now),
    ).toMatchObject({ kind: 'failed', retryable: false });
  });
});
