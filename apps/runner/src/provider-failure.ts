import { ConcurrencyError } from '@outflow/event-store';
import type { StepOutcome } from '@outflow/domain';
import {
  AccountDisconnectedError,
  InvalidCredentialsError,
  NotFoundError,
  ProviderRequestError,
  ProviderUnavailableError,
  RateLimitedError,
} from '@outflow/linkedin';

type FailureOutcome = Extract<StepOutcome, { kind: 'failed' | 'deferred' }>;

const HOUR = 3_600_000;

/**
 * What a failed provider call means for the step:
 * - deferred: nothing is wrong with the lead; the step runs again later without using an attempt
 *   (LinkedIn asked us to slow down, the account needs reconnecting or is restricted);
 * - failed and retryable: a transient failure, retried with backoff a few times;
 * - failed for good: retrying cannot help (no such profile, LinkedIn refused the request).
 */
export function outcomeOfFailure(error: unknown, now: Date): FailureOutcome {
  const later = (ms: number) => new Date(now.getTime() + ms);
  if (error instanceof ConcurrencyError) {
    // Lost every race for the account's quota stream: nothing went out, try again in a moment.
    return {
      kind: 'deferred',
      code: 'spacing',
      reason: "Busy: other steps were reserving the account's daily quota",
      until: later(5_000),
    };
  }
  if (error instanceof RateLimitedError) {
    return {
      kind: 'deferred',
      code: 'provider-rate-limit',
      reason: 'LinkedIn rate limit: waiting before the next attempt',
      until: later(Math.max(error.retryAfterMs ?? HOUR, 60_000)),
    };
  }
  if (error instanceof AccountDisconnectedError || error instanceof InvalidCredentialsError) {
    return {
      kind: 'deferred',
      code: 'account-disconnected',
      reason: 'LinkedIn account disconnected: reconnect it on the LinkedIn Account page',
      until: later(HOUR),
    };
  }
  if (error instanceof NotFoundError) return { kind: 'failed', reason: 'LinkedIn profile not found', retryable: false };
  if (error instanceof ProviderUnavailableError) return { kind: 'failed', reason: error.message, retryable: true };
  if (error instanceof ProviderRequestError && error.type === 'account_restricted') {
    return {
      kind: 'deferred',
      code: 'account-restricted',
      reason: 'LinkedIn has restricted this account: campaigns resume by themselves when it is lifted',
      until: later(6 * HOUR),
    };
  }
  if (error instanceof ProviderRequestError && error.type === 'limit_exceeded') {
    // LinkedIn's own (weekly) limit: pushing on is what gets accounts banned.
    return {
      kind: 'deferred',
      code: 'provider-limit',
      reason: 'LinkedIn says the account reached its limit: pausing this action for a day',
      until: later(24 * HOUR),
    };
  }
  if (error instanceof ProviderRequestError) {
    // LinkedIn refused this request for this lead (e.g. cannot message a non-connection): retrying repeats the refusal.
    return {
      kind: 'failed',
      reason: `LinkedIn refused the action: ${error.detail ?? error.message}`,
      retryable: false,
    };
  }
  return { kind: 'failed', reason: error instanceof Error ? error.message : String(error), retryable: true };
}
