import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import toast from 'react-hot-toast';
import { useLinkedInStatus } from '../hooks/useLinkedInStatus';
import { useRoles } from '../hooks/useRoles';
import { useSubscription } from '../hooks/useSubscription';
import { useTrialPending } from '../hooks/useTrialAutoStart';
import { decideAccess } from './access-rule';

/**
 * Sends the user to /team (with a toast) while LinkedIn is not connected or no subscription allows
 * access; support staff to the support console from any page but it and their account page.
 */
export const AccessGuard = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const roles = useRoles();
  const { connected, everConnected } = useLinkedInStatus();
  const subscription = useSubscription();
  // A user without a subscription is about to get the trial: wait for it rather than turn them away.
  const trialPending = useTrialPending(subscription.data);
  const decision = decideAccess({
    path: pathname,
    linkedInConnected: connected,
    firstRun: everConnected === false,
    subscription: subscription.isError ? null : trialPending ? undefined : subscription.data,
    support: roles.loading ? null : roles.isSupport,
  });
  const message = decision.kind === 'redirect' ? decision.message : null;

  useEffect(() => {
    // The toast id makes it one toast however many times the guard turns the user away.
    if (message) toast.error(message, { id: message, duration: 5000 });
  }, [message]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  return <>{children}</>;
};
