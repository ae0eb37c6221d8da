import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { onApiError } from '../api/http-client';

/**
 * Every API call goes through the feature `*-api.ts` modules, not react-admin's dataProvider, so
 * react-admin does not see their errors: a 401 from any of them ends the session here, as
 * react-admin does for its own calls (the auth provider's checkError clears it and says why).
 * The sign-in calls themselves (/auth/*) answer 401 for a wrong password or a token already gone.
 */
export function useSessionExpiryWatcher(): void {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(
    () =>
      onApiError(({ error, path }) => {
        if (error.status === 401 && !path.startsWith('/auth/')) void logoutIfAccessDenied(error);
      }),
    [logoutIfAccessDenied],
  );
}
