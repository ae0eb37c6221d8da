import { isSaneOutsideTime, MAX_ID_LENGTH } from '@outflow/domain';
import type Stripe from 'stripe';
import type { StripeEventTranslation } from './stripe-event-to-command';

/**
 * The first id of a translated Stripe event past MAX_ID_LENGTH, named as the command names it;
 * null when all fit. Stripe's ids are far shorter: one past it is refused (400) before anything is
 * appended, since the user's stream and the subscriptions read model index them.
 */
export function stripeEventIdProblem(translation: StripeEventTranslation): { field: string; message: string } | null {
  const { data } = translation.command;
  const ids: Record<string, string | null | undefined> = {
    userId: translation.userId,
    eventId: data.eventId,
    eventType: data.eventType,
    ...(data.change as unknown as Record<string, string | null | undefined>),
  };
  for (const [field, value] of Object.entries(ids)) {
    if (typeof value === 'string' && value.length > MAX_ID_LENGTH)
      return { field, message: `${field} must be at most ${MAX_ID_LENGTH} characters` };
  }
  return null;
}

/** The times of the event's object that become a subscription's dates, as Stripe names them. */
const TIME_FIELDS = ['current_period_end', 'trial_end', 'ended_at', 'cancel_at'] as const;

/**
 * The first time in a verified Stripe event outside the sane range of outside times
 * (isSaneOutsideTime), named as Stripe names it; null when all fit. Checked before the event is
 * read: a signed `created: 1e15` is refused with 400, not answered 500 or stored as year +275760.
 */
export function stripeEventTimeProblem(event: Stripe.Event): { field: string; message: string } | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const items = (object.items as { data?: Array<Record<string, unknown>> } | undefined)?.data ?? [];
  const times: Array<[string, unknown]> = [
    ['created', event.created],
    ...TIME_FIELDS.map((field): [string, unknown] => [`data.object.${field}`, object[field]]),
    ...items.map((item, i): [string, unknown] => [
      `data.object.items.data.${i}.current_period_end`,
      item.current_period_end,
    ]),
  ];
  for (const [field, value] of times) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !isSaneOutsideTime(value * 1000))
      return { field, message: `${field} must be a time between the years 2000 and 2100 (Unix seconds)` };
  }
  return null;
}
