import { useEffect } from 'react';
import { throttledAuthRedirect } from '../api/auth-redirect-throttle';
import { redirectToProvider } from '../api/oidc-session';
import { useAuthSetup } from '../hooks/useAuthSetup';
import { FullScreenSpinner } from './FullScreenSpinner';

/** In OIDC mode /login and /signup hand over to the provider (signup with its signup screen hint). */
export const ProviderRedirect = ({ signup }: { signup: boolean }) => {
  const { config, userManager } = useAuthSetup();

  useEffect(() => {
    if (config.mode !== 'oidc' || !userManager) return;
    return throttledAuthRedirect(() => {
      redirectToProvider(userManager, config, signup).catch((error: unknown) =>
        console.error('Sign-in redirect failed', error),
      );
    });
  }, [config, userManager, signup]);

  return <FullScreenSpinner />;
};
