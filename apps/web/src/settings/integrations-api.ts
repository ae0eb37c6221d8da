import type {
  ApiKeyList,
  CreatedApiKey,
  CreatedWebhookSubscription,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookSubscription,
  WebhookSubscriptionList,
} from '@outflow/api-contract';
import { apiRequest, errorBody } from '../api/http-client';

/** Settings → API keys and Webhooks: the routes they call (issue 22). */
export const listApiKeys = () => apiRequest<ApiKeyList>('/api-keys');
export const createApiKey = (body: { name: string; scopes: string[] }) =>
  apiRequest<CreatedApiKey>('/api-keys', { method: 'POST', body });
export const revokeApiKey = (id: string) => apiRequest(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const listWebhooks = () => apiRequest<WebhookSubscriptionList>('/webhook-subscriptions');
export const createWebhook = (body: { url: string; eventTypes: string[]; description?: string }) =>
  apiRequest<CreatedWebhookSubscription>('/webhook-subscriptions', { method: 'POST', body });
export const changeWebhook = (id: string, body: { active?: boolean; eventTypes?: string[]; url?: string }) =>
  apiRequest<WebhookSubscription>(`/webhook-subscriptions/${encodeURIComponent(id)}`, { method: 'PATCH', body });
export const deleteWebhook = (id: string) =>
  apiRequest(`/webhook-subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const listDeliveries = (id: string) =>
  apiRequest<WebhookDeliveryPage>(`/webhook-subscriptions/${encodeURIComponent(id)}/deliveries?perPage=20`);
export const retryDelivery = (id: string, deliveryId: string) =>
  apiRequest<WebhookDelivery>(
    `/webhook-subscriptions/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
    { method: 'POST' },
  );

/** The server's message for a refused request (it names the field), else a fallback. */
export function refusal(error: unknown, fallback: string): string {
  const message = errorBody(error).message;
  return (Array.isArray(message) ? message[0] : message) || fallback;
}

export const API_KEY_AREAS = ['campaigns', 'leads', 'contacts', 'inbox', 'settings'] as const;
