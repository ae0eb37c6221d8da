import { WEBHOOK_SUBSCRIPTION_EVENT_TYPES, type WebhookSubscriptionEvent } from '@outflow/domain';
import { eventByEvent, type Projection } from '../projection';

/** Webhook subscriptions: a row each, its status following pauses and resumes, removed when deleted. */
export const webhookSubscriptionsProjection: Projection<WebhookSubscriptionEvent> =
  eventByEvent<WebhookSubscriptionEvent>(
    'webhook_subscriptions',
    WEBHOOK_SUBSCRIPTION_EVENT_TYPES,
    async (trx, event) => {
      const mine = (id: string) =>
        trx.updateTable('webhook_subscriptions').where('id', '=', id).where('owner_id', '=', event.data.ownerId);
      switch (event.type) {
        case 'WebhookSubscriptionCreated': {
          const { subscriptionId, ownerId, url, eventTypes, description, secret, occurredAt } = event.data;
          await trx
            .insertInto('webhook_subscriptions')
            .values({
              id: subscriptionId,
              owner_id: ownerId,
              url,
              event_types: eventTypes,
              description,
              secret,
              status: 'active',
              paused_reason: null,
              created_commit: event.position.commit,
              created_prepare: event.position.prepare,
              created_at: occurredAt,
              updated_at: occurredAt,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        }
        case 'WebhookSubscriptionChanged': {
          const { url, eventTypes, description, occurredAt } = event.data;
          await mine(event.data.subscriptionId)
            .set({ url, event_types: eventTypes, description, updated_at: occurredAt })
            .execute();
          break;
        }
        case 'WebhookSubscriptionPaused':
        case 'WebhookSubscriptionFailed':
          await mine(event.data.subscriptionId)
            .set({
              status: 'paused',
              paused_reason: event.type === 'WebhookSubscriptionFailed' ? 'failing' : 'owner',
              updated_at: event.data.occurredAt,
            })
            .execute();
          break;
        case 'WebhookSubscriptionResumed':
          await mine(event.data.subscriptionId)
            .set({ status: 'active', paused_reason: null, updated_at: event.data.occurredAt })
            .execute();
          break;
        case 'WebhookSubscriptionDeleted':
          await trx
            .deleteFrom('webhook_subscriptions')
            .where('id', '=', event.data.subscriptionId)
            .where('owner_id', '=', event.data.ownerId)
            .execute();
          break;
      }
    },
  );
