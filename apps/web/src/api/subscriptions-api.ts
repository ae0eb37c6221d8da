import type { BillingRedirect, CurrentSubscription, TrialStarted } from '@outflow/api-contract';
import { apiRequest } from './http-client';

export const fetchSubscription = () => apiRequest<CurrentSubscription>('/subscriptions/current', { accountCall: true });

export const startTrial = () =>
  apiRequest<TrialStarted>('/subscriptions/create-trial', { method: 'POST', accountCall: true });

export const createCheckoutSession = (urls: { successUrl: string; cancelUrl: string }) =>
  apiRequest<BillingRedirect>('/subscriptions/create-checkout-session', {
    method: 'POST',
    body: urls,
    accountCall: true,
  });

export const createPortalSession = (returnUrl: string) =>
  apiRequest<BillingRedirect>('/subscriptions/create-portal-session', {
    method: 'POST',
    body: { returnUrl },
    accountCall: true,
  });
