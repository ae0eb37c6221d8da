import { useEffect, useState } from 'react';
import { createHostedAuthLink } from '../api/linkedin-accounts-api';
import { errorBody, errorStatus } from '../api/http-client';
import { setSessionFlag } from '../hooks/session-flags';
import { AUTH_LINK_FAILED, connectError, type AccountError } from './linkedin-account-errors';

/** The manual link appears this long after the redirect started, in case the browser did not follow it. */
export const MANUAL_LINK_DELAY_MS = 5000;

/** Connect (another sender, or again): ask for a hosted sign-in link, remember whether it is a reconnect, and send the browser there. */
export function useLinkedInConnect() {
  const [authLink, setAuthLink] = useState<string | null>(null);
  const [showManualLink, setShowManualLink] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AccountError | null>(null);

  useEffect(() => {
    if (!authLink) return;
    const timer = window.setTimeout(() => setShowManualLink(true), MANUAL_LINK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [authLink]);

  /** Connects a new sender, or reconnects the one named. */
  const connect = async (accountId?: string) => {
    setPending(true);
    setError(null);
    try {
      const data = await createHostedAuthLink(`${window.location.origin}/team`, accountId);
      if (!data?.success || !data.authLink) throw new Error(data?.message ?? AUTH_LINK_FAILED);
      setSessionFlag('linkedinReconnect', data.isReconnect);
      setAuthLink(data.authLink);
      window.location.assign(data.authLink);
    } catch (failure) {
      const status = errorStatus(failure);
      setError(
        status === undefined && failure instanceof Error
          ? { message: failure.message, code: 'AUTH_LINK_ERROR' }
          : connectError(status, errorBody(failure)),
      );
      setPending(false);
    }
  };

  return { connect, pending, authLink, showManualLink, error };
}
