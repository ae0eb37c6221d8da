import type { Command } from '../events/event';

/** The fields as a request gives them: checked by the decider (the URL's address by the API first). */
export interface WebhookSubscriptionInput {
  readonly url?: unknown;
  readonly eventTypes?: unknown;
  readonly description?: unknown;
}

export type CreateWebhookSubscription = Command<
  'CreateWebhookSubscription',
  WebhookSubscriptionInput & { subscriptionId: string; ownerId: string; secret: string; now: Date }
>;

/** PATCH: the fields given replace theirs; `active` pauses or resumes. */
export type ChangeWebhookSubscription = Command<
  'ChangeWebhookSubscription',
  WebhookSubscriptionInput & { subscriptionId: string; ownerId: string; active?: boolean; now: Date }
>;

/** The dispatcher's: every delivery has failed for too long. */
export type FailWebhookSubscription = Command<
  'FailWebhookSubscription',
  { subscriptionId: string; ownerId: string; now: Date }
>;

export type DeleteWebhookSubscription = Command<
  'DeleteWebhookSubscription',
  { subscriptionId: string; ownerId: string; now: Date }
>;

export type WebhookSubscriptionCommand =
  CreateWebhookSubscription | ChangeWebhookSubscription | FailWebhookSubscription | DeleteWebhookSubscription;
