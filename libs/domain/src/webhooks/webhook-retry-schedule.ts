/**
 * When a webhook delivery is tried again (issue 22): exponential backoff from 30 seconds, doubling
 * to at most an hour between tries, for 24 hours after the event; then the delivery is failed. A
 * subscription none of whose deliveries succeeded for 3 days is paused and its owner told.
 */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
export const WEBHOOK_MAX_RETRY_GAP_MS = 60 * 60_000;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
export const WEBHOOK_PAUSE_AFTER_MS = 3 * 24 * 60 * 60_000;

/**
 * After `attempts` failed tries (1 for the first), when to try again, or null when that falls past
 * `expiresAt` (the delivery has failed).
 */
export function nextWebhookAttempt(attempts: number, now: Date, expiresAt: Date): Date | null {
  const gap = Math.min(WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), WEBHOOK_MAX_RETRY_GAP_MS);
  const next = new Date(now.getTime() + gap);
  return next.getTime() > expiresAt.getTime() ? null : next;
}

/** Whether a subscription failing since `failingSince` (its oldest failure with no success after) is to be paused. */
export const webhookFailingTooLong = (failingSince: Date, now: Date): boolean =>
  now.getTime() - failingSince.getTime() >= WEBHOOK_PAUSE_AFTER_MS;
