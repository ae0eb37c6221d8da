/** An API key as the list shows it (`GET /api/api-keys`): never the key itself. */
export interface ApiKeySummary {
  readonly id: string;
  readonly name: string;
  readonly prefix: string;
  readonly scopes: string[];
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly createdBy: { readonly id: string; readonly name: string };
}

/** `GET /api/api-keys`. */
export interface ApiKeyList {
  readonly data: ApiKeySummary[];
}

/** `POST /api/api-keys {name, scopes}`: the key, shown this once (only its hash is kept). */
export interface CreatedApiKey {
  readonly id: string;
  readonly key: string;
  readonly prefix: string;
  readonly scopes: string[];
  readonly name: string;
}

/** An outbound webhook subscription (`GET /api/webhook-subscriptions`); its secret only when made. */
export interface WebhookSubscription {
  readonly id: string;
  readonly url: string;
  readonly eventTypes: string[];
  readonly description: string | null;
  /** active, or paused (by its owner, or after failing for 3 days: `pausedReason`). */
  readonly status: 'active' | 'paused';
  readonly pausedReason: 'owner' | 'failing' | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** `POST /api/webhook-subscriptions`: the subscription and its signing secret, shown this once. */
export interface CreatedWebhookSubscription extends WebhookSubscription {
  readonly secret: string;
}

export interface WebhookSubscriptionList {
  readonly data: WebhookSubscription[];
  /** Every event type a subscription can take. */
  readonly eventTypes: string[];
}

/** One delivery of one event to one subscription (its log). */
export interface WebhookDelivery {
  readonly id: string;
  /** The event's id: the body's `id`. */
  readonly eventId: string;
  readonly eventType: string;
  readonly status: 'pending' | 'delivered' | 'failed';
  readonly attempts: number;
  readonly createdAt: string;
  readonly lastAttemptAt: string | null;
  readonly nextAttemptAt: string | null;
  readonly responseCode: number | null;
  readonly durationMs: number | null;
  readonly error: string | null;
  readonly deliveredAt: string | null;
}

/** `GET /api/webhook-subscriptions/{id}/deliveries`. */
export interface WebhookDeliveryPage {
  readonly data: WebhookDelivery[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}
