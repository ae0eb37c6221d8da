import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';
import type { WebhookEventType } from './webhook-event-types';

/**
 * Outbound webhook subscriptions live on one stream per owner (`webhookSubscriptionsStream(ownerId)`):
 * the owner is the user today, the workspace once workspaces exist. The signing secret is kept in
 * the event: the dispatcher signs every delivery with it.
 */
export interface WebhookSubscriptionFields {
  readonly url: string;
  readonly eventTypes: WebhookEventType[];
  readonly description: string | null;
}

export type WebhookSubscriptionCreated = DomainEvent<
  'WebhookSubscriptionCreated',
  WebhookSubscriptionFields & { subscriptionId: string; ownerId: string; secret: string; occurredAt: string }
>;

export type WebhookSubscriptionChanged = DomainEvent<
  'WebhookSubscriptionChanged',
  WebhookSubscriptionFields & { subscriptionId: string; ownerId: string; occurredAt: string }
>;

/** Paused by its owner: nothing is delivered until it is resumed. */
export type WebhookSubscriptionPaused = DomainEvent<
  'WebhookSubscriptionPaused',
  { subscriptionId: string; ownerId: string; occurredAt: string }
>;

/** Every delivery failed for WEBHOOK_PAUSE_AFTER_MS: paused by the dispatcher, and its owner told. */
export type WebhookSubscriptionFailed = DomainEvent<
  'WebhookSubscriptionFailed',
  { subscriptionId: string; ownerId: string; url: string; occurredAt: string }
>;

export type WebhookSubscriptionResumed = DomainEvent<
  'WebhookSubscriptionResumed',
  { subscriptionId: string; ownerId: string; occurredAt: string }
>;

export type WebhookSubscriptionDeleted = DomainEvent<
  'WebhookSubscriptionDeleted',
  { subscriptionId: string; ownerId: string; occurredAt: string }
>;

export type WebhookSubscriptionEvent =
  | WebhookSubscriptionCreated
  | WebhookSubscriptionChanged
  | WebhookSubscriptionPaused
  | WebhookSubscriptionFailed
  | WebhookSubscriptionResumed
  | WebhookSubscriptionDeleted;

export const WEBHOOK_SUBSCRIPTION_EVENT_TYPES = eventTypesOf({
  WebhookSubscriptionCreated: true,
  WebhookSubscriptionChanged: true,
  WebhookSubscriptionPaused: true,
  WebhookSubscriptionFailed: true,
  WebhookSubscriptionResumed: true,
  WebhookSubscriptionDeleted: true,
} satisfies Record<WebhookSubscriptionEvent['type'], true>);
