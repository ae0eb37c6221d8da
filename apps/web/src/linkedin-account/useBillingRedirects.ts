import { useState } from 'react';
import toast from 'react-hot-toast';
import type { BillingRedirect } from '@outflow/api-contract';
import { createCheckoutSession, createPortalSession } from '../api/subscriptions-api';
import { errorBody } from '../api/http-client';

const CHECKOUT_FAILED = 'Failed to load checkout page. Please try again or disable ad blockers.';
const PORTAL_FAILED = 'Failed to load customer portal. Please try again or disable ad blockers.';

/** A billing call failed: a server without billing says so itself; otherwise the spec's wording. */
function failureMessage(error: unknown, fallback: string): string {
  const body = errorBody(error);
  if (body.errorCode === 'BILLING_NOT_CONFIGURED' && typeof body.message === 'string') return body.message;
  return fallback;
}

/** Upgrade (checkout) and Manage (customer portal): ask the server for the page, then go there. */
export function useBillingRedirects() {
  const [pending, setPending] = useState(false);
  const teamUrl = `${window.location.origin}/team`;

  const go = async (fetchUrl: () => Promise<BillingRedirect>, fallback: string) => {
    setPending(true);
    try {
      const data = await fetchUrl();
      if (!data?.url) throw new Error('No redirect address');
      window.location.assign(data.url);
    } catch (error) {
      toast.error(failureMessage(error, fallback), { duration: 5000 });
      setPending(false);
    }
  };

  return {
    pending,
    checkout: () =>
      go(
        () =>
          createCheckoutSession({
            successUrl: `${teamUrl}?checkout=success`,
            cancelUrl: `${teamUrl}?checkout=canceled`,
          }),
        CHECKOUT_FAILED,
      ),
    openPortal: () => go(() => createPortalSession(teamUrl), PORTAL_FAILED),
  };
}
