import type { UserManager } from 'oidc-client-ts';
import type { AuthConfig } from '@outflow/api-contract';
import { fetchAuthConfig } from './auth-config';
import { completeSignIn, createUserManager, isAuthCallback, restoreSession } from './oidc-session';

export interface AuthSetup {
  config: AuthConfig;
  userManager: UserManager | null;
}

let pending: Promise<AuthSetup> | null = null;

/**
 * Runs once per page load (a provider's authorization code can be redeemed only once, even when
 * React mounts the gate twice): reads the sign-in mode, then handles a `?code=` return or restores
 * the provider's cached session.
 */
export function loadAuthSetup(): Promise<AuthSetup> {
  pending ??= (async () => {
    const config = await fetchAuthConfig();
    if (config.mode !== 'oidc') return { config, userManager: null };
    const userManager = createUserManager(config);
    if (isAuthCallback(window.location.search)) await completeSignIn(userManager);
    else await restoreSession(userManager);
    return { config, userManager };
  })();
  return pending;
}
