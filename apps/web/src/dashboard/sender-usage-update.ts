import type { LinkedInSender, SenderDay } from '@outflow/api-contract';
import type { RateLimitSettings } from '@outflow/domain';
import { usageOf } from './dashboard-view';

/**
 * A sender's `activity:update` (issue 20: it names the sender): its day as GET
 * /rate-limits/usage?accountId= answers it, read as the sender's `today`; null when it is not one.
 */
export function senderDayOf(payload: unknown): { accountId: string; today: SenderDay } | null {
  if (!payload || typeof payload !== 'object') return null;
  const { accountId, usage } = payload as { accountId?: unknown; usage?: unknown };
  if (typeof accountId !== 'string' || !accountId) return null;
  const counts = usageOf(usage);
  const answer = usage as {
    limits?: { effective?: RateLimitSettings };
    warmUp?: SenderDay['warmUp'];
  };
  if (!counts || !answer.limits?.effective || !answer.warmUp) return null;
  return { accountId, today: { usage: counts, limits: answer.limits.effective, warmUp: answer.warmUp } };
}

/** The senders with that one's day replaced; the others (and a sender not listed) left as they were. */
export function withSenderDay(
  senders: readonly LinkedInSender[],
  accountId: string,
  today: SenderDay,
): LinkedInSender[] {
  return senders.map((sender) => (sender.accountId === accountId ? { ...sender, today } : sender));
}
