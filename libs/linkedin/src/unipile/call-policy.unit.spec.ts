import { NotFoundError, ProviderRequestError, ProviderUnavailableError, RateLimitedError } from '../errors';
import { createCallPolicy } from './call-policy';

const policy = createCallPolicy({ retries: 3, initialDelayMs: 1, maxDelayMs: 20, timeoutMs: 200 });

/** A provider call that fails with the given errors in turn, then answers "ok". */
function flaky(...failures: Error[]) {
  let attempts = 0;
  const call = async () => {
    attempts++;
    const failure = failures.shift();
    if (failure) throw failure;
    return 'ok';
  };
  return { call, attempts: () => attempts };
}

describe('call policy', () => {
  it('retries a safe call while the provider is unavailable or rate limited with a short wait', async () => {
    const provider = flaky(new ProviderUnavailableError(), new RateLimitedError(5), new ProviderUnavailableError());
    await expect(policy.safe(provider.call)).resolves.toBe('ok');
    expect(provider.attempts()).toBe(4);
  });

  it('gives up after the configured retries with the last error', async () => {
    const provider = flaky(...Array.from({ length: 6 }, () => new ProviderUnavailableError()));
    await expect(policy.safe(provider.call)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(provider.attempts()).toBe(4);
  });

  it.each([
    ['not found', new NotFoundError()],
    ['a request refusal', new ProviderRequestError('limit_exceeded', 422, 'limit')],
    ['a rate limit longer than the longest wait', new RateLimitedError(60_000)],
  ])('does not retry %s', async (_label, error) => {
    const provider = flaky(error);
    await expect(policy.safe(provider.call)).rejects.toBe(error);
    expect(provider.attempts()).toBe(1);
  });

  it('never retries an action', async () => {
    const provider = flaky(new ProviderUnavailableError());
    await expect(policy.once(provider.call)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(provider.attempts()).toBe(1);
  });

  it('turns a read that never answers into "unavailable"', async () => {
    const single = createCallPolicy({ retries: 0, timeoutMs: 10 });
    await expect(single.safe(() => new Promise<never>(() => undefined))).rejects.toMatchObject({
      constructor: ProviderUnavailableError,
      type: 'request_timeout',
    });
  });
});
