import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { DISCONNECTION_TOAST } from '../api/linkedin-disconnection';
import {
  LINKEDIN_REQUIRED_TOAST,
  SUBSCRIPTION_EXPIRED_TOAST,
  SUBSCRIPTION_REQUIRED_TOAST,
  subscriptionAllowsAccess,
} from '../layout/access-rule';
import { useLinkedInStatus } from './useLinkedInStatus';
import { useSubscription } from './useSubscription';

/**
 * Error toasts about access close as soon as their cause is gone: the LinkedIn ones once the
 * account is connected, the subscription ones once a trial or plan allows access.
 */
export function useResolvedToasts(): void {
  const { connected } = useLinkedInStatus();
  const subscription = useSubscription();
  const allowed = subscriptionAllowsAccess(subscription.data);
  useEffect(() => {
    if (!connected) return;
    // By id: the guard's and the menu's (the message), the watcher's, and the server's (its message).
    for (const id of [LINKEDIN_REQUIRED_TOAST, 'linkedin-disconnected', DISCONNECTION_TOAST]) toast.dismiss(id);
  }, [connected]);
  useEffect(() => {
    if (allowed) for (const id of [SUBSCRIPTION_EXPIRED_TOAST, SUBSCRIPTION_REQUIRED_TOAST]) toast.dismiss(id);
  }, [allowed]);
}
