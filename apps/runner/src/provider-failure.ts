import { ConcurrencyError } from '@outflow/event-store';
import {
  AccountDisconnectedError,
  InvalidCredentialsError,
  NotFoundError,
  ProviderRequestError,
  ProviderUnavailableError,
  RateLimitedError,
} from '@outflow/linkedin';

/**
 * What a failed provider call means for the step:
 * - wait: nothing is wrong with the lead; the step runs again later without using an attempt
 *   (LinkedIn asked us to slow down, or the account needs reconnecting);
 * - retry: a transient failure, retried with backoff a few times;
 * - give-up: retrying cannot help (no such profile, LinkedIn refused the request).
 */
export type FailureHandling =
  | { readonly kind: 'wait'; readonly delayMs: number; readonly reason: string }
  | { readonly kind: 'retry'; readonly reason: string }
  | { readonly kind: 'give-up'; readonly reason: string };

const HOUR = 3_600_000;

export function classifyFailure(error: unknown): FailureHandling {
  if (error instanceof ConcurrencyError) {
    // Lost every race for the account's quota stream: nothing went out, try again in a moment.
    return { kind: 'wait', delayMs: 5_000, reason: 'busy: other steps were reserving the account\'s daily quota' };
  }
  if (error instanceof RateLimitedError) {
    return { kind: 'wait', delayMs: Math.max(error.retryAfterMs ?? HOUR, 60_000), reason: 'LinkedIn rate limit: waiting before the next attempt' };
  }
  if (error instanceof AccountDisconnectedError || error instanceof InvalidCredentialsError) {
    return { kind: 'wait', delayMs: HOUR, reason: 'LinkedIn account disconnected: reconnect it on the LinkedIn Account page' };
  }
  if (error instanceof NotFoundError) return { kind: 'give-up', reason: 'LinkedIn profile not found' };
  if (error instanceof ProviderUnavailableError) return { kind: 'retry', reason: error.message };
  if (error instanceof ProviderRequestError && (error.type === 'limit_exceeded' || error.type === 'account_restricted')) {
    // LinkedIn's own (weekly) limit or a restriction: pushing on is what gets accounts banned.
    return { kind: 'wait', delayMs: 24 * HOUR, reason: `LinkedIn says ${error.type.replace('_', ' ')}: pausing this action for a day` };
  }
  if (error instanceof ProviderRequestError) {
    // LinkedIn refused this request for this lead (e.g. cannot message a non-connection): retrying repeats the refusal.
    return { kind: 'give-up', reason: `LinkedIn refused the action: ${error.detail ?? error.message}` };
  }
  return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
}
