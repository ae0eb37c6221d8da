import { decideByType, evolveByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import { MAX_URL_LENGTH } from '../input-bounds';
import { isWebhookEventType, type WebhookEventType } from './webhook-event-types';
import type { WebhookSubscriptionCommand, WebhookSubscriptionInput } from './webhook-subscription-commands';
import type { WebhookSubscriptionEvent, WebhookSubscriptionFields } from './webhook-subscription-events';

/** Subscriptions an owner holds at once. */
export const MAX_WEBHOOK_SUBSCRIPTIONS = 20;
const MAX_DESCRIPTION_LENGTH = 500;

interface SubscriptionState extends WebhookSubscriptionFields {
  readonly active: boolean;
}

export interface WebhookSubscriptionsState {
  readonly subscriptions: ReadonlyMap<string, SubscriptionState>;
}

function checkedUrl(url: unknown): string {
  if (typeof url !== 'string' || url.trim() === '') throw new DomainError('url is required', 'URL_REQUIRED', 'url');
  const text = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new DomainError('url must be an http or https URL', 'INVALID_URL', 'url');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new DomainError('url must be an http or https URL', 'INVALID_URL', 'url');
  if (parsed.username || parsed.password)
    throw new DomainError('url must not carry a user name or password', 'INVALID_URL', 'url');
  if (text.length > MAX_URL_LENGTH)
    throw new DomainError(`url must be at most ${MAX_URL_LENGTH} characters`, 'URL_TOO_LONG', 'url');
  return parsed.toString();
}

function checkedEventTypes(types: unknown): WebhookEventType[] {
  if (!Array.isArray(types) || types.length === 0)
    throw new DomainError(
      'eventTypes must list at least one event type, e.g. lead.replied',
      'EVENT_TYPES_REQUIRED',
      'eventTypes',
    );
  const wrong: unknown = types.find((t) => !isWebhookEventType(t));
  if (wrong !== undefined)
    throw new DomainError(
      `eventTypes: ${(typeof wrong === 'string' ? wrong : JSON.stringify(wrong)).slice(0, 60)} is not an event type`,
      'INVALID_EVENT_TYPE',
      'eventTypes',
    );
  return [...new Set(types as WebhookEventType[])].sort();
}

function checkedDescription(description: unknown): string | null {
  if (description === undefined || description === null) return null;
  if (typeof description !== 'string')
    throw new DomainError('description must be text', 'INVALID_DESCRIPTION', 'description');
  const trimmed = description.trim();
  if (trimmed.length > MAX_DESCRIPTION_LENGTH)
    throw new DomainError(
      `description must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
      'DESCRIPTION_TOO_LONG',
      'description',
    );
  return trimmed || null;
}

/** The fields a request gives, checked; those it leaves out keep `current`'s. */
function fieldsOf(input: WebhookSubscriptionInput, current?: WebhookSubscriptionFields): WebhookSubscriptionFields {
  return {
    url: input.url === undefined && current ? current.url : checkedUrl(input.url),
    eventTypes: input.eventTypes === undefined && current ? current.eventTypes : checkedEventTypes(input.eventTypes),
    description:
      input.description === undefined && current ? current.description : checkedDescription(input.description),
  };
}

/** The state with one subscription replaced (undefined: removed). */
function withSubscription(
  state: WebhookSubscriptionsState,
  id: string,
  next: (current: SubscriptionState | undefined) => SubscriptionState | undefined,
): WebhookSubscriptionsState {
  const subscriptions = new Map(state.subscriptions);
  const updated = next(subscriptions.get(id));
  if (updated) subscriptions.set(id, updated);
  else subscriptions.delete(id);
  return { subscriptions };
}

const activeness = (state: WebhookSubscriptionsState, id: string, active: boolean) =>
  withSubscription(state, id, (current) => current && { ...current, active });

function existing(state: WebhookSubscriptionsState, id: string): SubscriptionState {
  const subscription = state.subscriptions.get(id);
  if (!subscription) throw new DomainError('Webhook subscription not found', 'NOT_FOUND', 'id');
  return subscription;
}

const sameTypes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

export const webhookSubscriptionsDecider: Decider<
  WebhookSubscriptionsState,
  WebhookSubscriptionCommand,
  WebhookSubscriptionEvent
> = {
  initialState: () => ({ subscriptions: new Map() }),
  decide: decideByType<WebhookSubscriptionsState, WebhookSubscriptionCommand, WebhookSubscriptionEvent>({
    CreateWebhookSubscription: ({ data }, state) => {
      const fields = fieldsOf(data);
      if (state.subscriptions.has(data.subscriptionId))
        throw new DomainError('Webhook subscription already exists', 'WEBHOOK_SUBSCRIPTION_EXISTS', 'id');
      if (state.subscriptions.size >= MAX_WEBHOOK_SUBSCRIPTIONS)
        throw new DomainError(
          `At most ${MAX_WEBHOOK_SUBSCRIPTIONS} webhook subscriptions; delete one first`,
          'TOO_MANY_WEBHOOK_SUBSCRIPTIONS',
          'url',
        );
      return [
        {
          type: 'WebhookSubscriptionCreated',
          data: {
            subscriptionId: data.subscriptionId,
            ownerId: data.ownerId,
            ...fields,
            secret: data.secret,
            occurredAt: data.now.toISOString(),
          },
        },
      ];
    },
    ChangeWebhookSubscription: ({ data }, state) => {
      const current = existing(state, data.subscriptionId);
      const fields = fieldsOf(data, current);
      const ids = { subscriptionId: data.subscriptionId, ownerId: data.ownerId, occurredAt: data.now.toISOString() };
      const events: WebhookSubscriptionEvent[] = [];
      if (
        fields.url !== current.url ||
        fields.description !== current.description ||
        !sameTypes(fields.eventTypes, current.eventTypes)
      )
        events.push({ type: 'WebhookSubscriptionChanged', data: { ...ids, ...fields } });
      if (data.active === false && current.active) events.push({ type: 'WebhookSubscriptionPaused', data: ids });
      if (data.active === true && !current.active) events.push({ type: 'WebhookSubscriptionResumed', data: ids });
      return events;
    },
    FailWebhookSubscription: ({ data }, state) => {
      const current = state.subscriptions.get(data.subscriptionId);
      // Deleted or already paused meanwhile: nothing to record.
      if (!current?.active) return [];
      return [
        {
          type: 'WebhookSubscriptionFailed',
          data: {
            subscriptionId: data.subscriptionId,
            ownerId: data.ownerId,
            url: current.url,
            occurredAt: data.now.toISOString(),
          },
        },
      ];
    },
    DeleteWebhookSubscription: ({ data }, state) => {
      existing(state, data.subscriptionId);
      return [
        {
          type: 'WebhookSubscriptionDeleted',
          data: { subscriptionId: data.subscriptionId, ownerId: data.ownerId, occurredAt: data.now.toISOString() },
        },
      ];
    },
  }),
  evolve: evolveByType<WebhookSubscriptionsState, WebhookSubscriptionEvent>({
    WebhookSubscriptionCreated: (state, { data }) => {
      const { url, eventTypes, description } = data;
      return withSubscription(state, data.subscriptionId, () => ({ url, eventTypes, description, active: true }));
    },
    WebhookSubscriptionChanged: (state, { data }) => {
      const { url, eventTypes, description } = data;
      return withSubscription(
        state,
        data.subscriptionId,
        (current) => current && { ...current, url, eventTypes, description },
      );
    },
    WebhookSubscriptionPaused: (state, { data }) => activeness(state, data.subscriptionId, false),
    WebhookSubscriptionFailed: (state, { data }) => activeness(state, data.subscriptionId, false),
    WebhookSubscriptionResumed: (state, { data }) => activeness(state, data.subscriptionId, true),
    WebhookSubscriptionDeleted: (state, { data }) => withSubscription(state, data.subscriptionId, () => undefined),
  }),
};
