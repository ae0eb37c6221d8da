import { apiRequest } from './http-client';

export interface Subscription {
  status: string;
  trialEndDate?: string | null;
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd?: boolean;
}

export interface SubscriptionResponse {
  has_subscription: boolean;
  subscription_status: string | null;
  subscription: Subscription | null;
  /** Whether this server takes payments (Stripe keys set); without, checkout and portal cannot work. */
  billing?: { configured: boolean };
}

export const subscriptionsApi = {
  getSubscription: async () => ({ data: await apiRequest<SubscriptionResponse>('/subscriptions/current') }),
  startTrial: async () => ({
    data: await apiRequest<{ success: boolean; subscription: Subscription }>('/subscriptions/create-trial', { method: 'POST' }),
  }),
  createCheckoutSession: async (urls: { successUrl: string; cancelUrl: string }) => ({
    data: await apiRequest<{ url: string }>('/subscriptions/create-checkout-session', { method: 'POST', body: urls }),
  }),
  createPortalSession: async (returnUrl: string) => ({
    data: await apiRequest<{ url: string }>('/subscriptions/create-portal-session', { method: 'POST', body: { returnUrl } }),
  }),
};
