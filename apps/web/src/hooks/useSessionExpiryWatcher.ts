import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { onApiError } from '../api/http-client';

/**
 * A 401 from a call about the account (subscription, LinkedIn account, settings, start/pause; see
 * ApiRequest.accountCall) ends the session, as react-admin does for its own dataProvider calls
 * (the campaigns list): the auth provider's checkError clears it and says why. A page's own reads
 * show their page's error instead.
 */
export function useSessionExpiryWatcher(): void {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(
    () =>
      onApiError(({ error, accountCall }) => {
        if (error.status === 401 && accountCall) void logoutIfAccessDenied(error);
      }),
    [logoutIfAccessDenied],
  );
}
