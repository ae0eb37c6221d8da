import { ConcurrencyError } from '@outflow/event-store';
import { AccountDisconnectedError, NotFoundError, ProviderRequestError, ProviderUnavailableError, RateLimitedError } from '@outflow/linkedin';
import { classifyFailure } from './provider-failure';

describe('what a failed step means', () => {
  it('waits without using an attempt when LinkedIn asks to slow down, the session is gone, LinkedIn limits the account, or the quota stream is busy', () => {
    expect(classifyFailure(new RateLimitedError(120_000, 'slow down'))).toMatchObject({ kind: 'wait', delayMs: 120_000 });
    expect(classifyFailure(new AccountDisconnectedError('acc', 'disconnected_account', 'gone'))).toMatchObject({ kind: 'wait', delayMs: 3_600_000 });
    expect(classifyFailure(new ProviderRequestError('limit_exceeded', 422, 'weekly limit'))).toMatchObject({ kind: 'wait', delayMs: 86_400_000 });
    expect(classifyFailure(new ConcurrencyError('quota-a-2026-11-22', 3n, 4n))).toMatchObject({ kind: 'wait', delayMs: 5_000 });
  });

  it('retries transient failures and gives up on what retrying cannot fix', () => {
    expect(classifyFailure(new ProviderUnavailableError()).kind).toBe('retry');
    expect(classifyFailure(new Error('socket hang up')).kind).toBe('retry');
    expect(classifyFailure(new NotFoundError())).toEqual({ kind: 'give-up', reason: 'LinkedIn profile not found' });
    expect(classifyFailure(new ProviderRequestError('no_connection_with_recipient', 422, 'not connected')).kind).toBe('give-up');
  });
});
