import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { completeLinkedInConnection } from '../api/linkedin-accounts-api';
import { errorBody, errorStatus } from '../api/http-client';
import { setSessionFlag } from '../hooks/session-flags';
import toast from 'react-hot-toast';
import { connectError, type AccountError } from './linkedin-account-errors';

/** What the API's socket says on LinkedInAccountConnected (apps/api/src/realtime/socket-events.ts). */
export const LINKEDIN_CONNECTED_TOAST = 'LinkedIn account connected';

const handled = new Set<string>();

/**
 * Back from the hosted sign-in (`/team?account_id=…&status=connected`): tell the server which
 * account was linked, clean the address to /team, then refresh the card and the global status.
 */
export function useLinkedInReturn(refresh: () => Promise<void>): { completing: boolean; error: AccountError | null } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [completing, setCompleting] = useState(false);
  const [error, setError] = useState<AccountError | null>(null);
  const accountId = params.get('account_id');
  const connected = params.get('status') === 'connected';

  useEffect(() => {
    if (!accountId || !connected || handled.has(accountId)) return;
    handled.add(accountId);
    setCompleting(true);
    completeLinkedInConnection(accountId)
      .then(() => {
        setSessionFlag('linkedinReconnect', false);
        // The server says so over the socket too; the same text is the same toast.
        toast.success(LINKEDIN_CONNECTED_TOAST, { id: LINKEDIN_CONNECTED_TOAST });
      })
      .catch((failure: unknown) => setError(connectError(errorStatus(failure), errorBody(failure))))
      .finally(() => {
        void navigate('/team', { replace: true });
        setCompleting(false);
        void refresh();
      });
  }, [accountId, connected, navigate, refresh]);

  return { completing, error };
}
