import { MAX_ID_LENGTH } from '@outflow/domain';
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
    if (typeof value === 'string' && value.length > MAX_ID_LENGTH) return { field, message: `${field} must be at most ${MAX_ID_LENGTH} characters` };
  }
  return null;
}
