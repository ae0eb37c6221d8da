import { DelegateBackoff, handleWhen, retry, TaskCancelledError, timeout, TimeoutStrategy } from 'cockatiel';
import { ProviderUnavailableError, RateLimitedError } from '../errors';

export interface RetryOptions {
  /** Retries after the first attempt of a safe call; default 3. */
  readonly retries?: number;
  /** First backoff delay; doubles each retry, with jitter. Default 500 ms. */
  readonly initialDelayMs?: number;
  /** Longest wait between attempts; a Retry-After longer than this is not waited for. Default 10 s. */
  readonly maxDelayMs?: number;
  /** Per-attempt limit for safe calls; default 30 s. */
  readonly timeoutMs?: number;
}

export interface CallPolicy {
  /** For calls that change nothing (reads, search): timed out and retried on unavailable/rate limited. */
  safe<T>(call: () => Promise<T>): Promise<T>;
  /** For actions (invite, message, like…): run once, never repeated, since a lost answer may hide a success. */
  once<T>(call: () => Promise<T>): Promise<T>;
}

export function createCallPolicy(options: RetryOptions = {}): CallPolicy {
  const retries = options.retries ?? 3;
  const initialDelayMs = options.initialDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 30_000;

  const retryable = handleWhen(
    (error) =>
      error instanceof ProviderUnavailableError ||
      (error instanceof RateLimitedError && (error.retryAfterMs ?? 0) <= maxDelayMs),
  );
  const backoff = new DelegateBackoff<{ attempt: number; result: unknown }>((context) => {
    const failure = context.result as { error?: unknown };
    if (failure.error instanceof RateLimitedError && failure.error.retryAfterMs !== undefined) {
      return failure.error.retryAfterMs;
    }
    const exponential = Math.min(maxDelayMs, initialDelayMs * 2 ** (context.attempt - 1));
    return Math.round(exponential * (0.5 + Math.random() / 2));
  });
  const retryPolicy = retry(retryable, { maxAttempts: retries, backoff });
  // Aggressive: the SDK takes no abort signal, so the late answer of a timed-out read is dropped.
  const timeoutPolicy = timeout(timeoutMs, TimeoutStrategy.Aggressive);

  return {
    safe: (call) =>
      retryPolicy.execute(() =>
        timeoutPolicy
          .execute(() => call())
          .catch((error: unknown) => {
            // instanceof, not cockatiel's isTaskCancelledError: in 3.2.1 that helper tests the wrong marker.
            throw error instanceof TaskCancelledError
              ? new ProviderUnavailableError(
                  `LinkedIn provider did not answer within ${timeoutMs} ms`,
                  'request_timeout',
                )
              : error;
          }),
      ),
    once: (call) => call(),
  };
}
