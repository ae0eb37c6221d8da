import type { Selectable } from 'kysely';
import type { ReadModelDb } from '../read-model-db';
import type { WebhookSubscriptionTable } from './webhook-subscriptions.table';

export type WebhookSubscriptionRow = Selectable<WebhookSubscriptionTable>;

/** The owner's subscriptions, oldest first. */
export async function listWebhookSubscriptions(db: ReadModelDb, ownerId: string): Promise<WebhookSubscriptionRow[]> {
  return db
    .selectFrom('webhook_subscriptions')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findWebhookSubscription(
  db: ReadModelDb,
  ownerId: string,
  id: string,
): Promise<WebhookSubscriptionRow | undefined> {
  return db
    .selectFrom('webhook_subscriptions')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The active subscriptions of these owners that take one of these event types (the dispatcher's match). */
export async function activeWebhookSubscriptionsFor(
  db: ReadModelDb,
  ownerIds: readonly string[],
): Promise<WebhookSubscriptionRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .selectFrom('webhook_subscriptions')
    .selectAll()
    .where('owner_id', 'in', [...new Set(ownerIds)])
    .where('status', '=', 'active')
    .execute();
}
