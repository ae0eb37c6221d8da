import type { BillingRedirect, CurrentSubscription, TrialStarted } from '@outflow/api-contract';
import { apiRequest } from './http-client';

export const fetchSubscription = () => apiRequest<CurrentSubscription>('/subscriptions/current');

export const startTrial = () => apiRequest<TrialStarted>('/subscriptions/create-trial', { method: 'POST' });

export const createCheckoutSession = (urls: { successUrl: string; cancelUrl: string }) =>
  apiRequest<BillingRedirect>('/subscriptions/create-checkout-session', { method: 'POST', body: urls });

export const createPortalSession = (returnUrl: string) => apiRequest<BillingRedirect>('/subscriptions/create-portal-session', { method: 'POST', body: { returnUrl } });
