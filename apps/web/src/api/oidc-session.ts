import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { OidcAuthConfig } from './auth-config';
import { storeSession } from './session-storage';

/** Authorization code + PKCE against the configured provider; the provider returns to the site origin. */
export function createUserManager(config: OidcAuthConfig): UserManager {
  const origin = window.location.origin;
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: origin,
    post_logout_redirect_uri: origin,
    response_type: 'code',
    scope: config.scope || 'openid profile email',
    extraQueryParams: audienceParams(config),
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    requestTimeoutInSeconds: 10,
    silentRequestTimeoutInSeconds: 60,
  });
}

function audienceParams(config: OidcAuthConfig): Record<string, string> {
  return config.audience ? { audience: config.audience } : {};
}

export function redirectToProvider(manager: UserManager, config: OidcAuthConfig, signup: boolean): Promise<void> {
  const extraQueryParams = signup ? { ...audienceParams(config), screen_hint: 'signup' } : audienceParams(config);
  return manager.signinRedirect({ extraQueryParams });
}

export function isAuthCallback(search: string): boolean {
  return new URLSearchParams(search).has('code');
}

function storeUser(user: User): void {
  storeSession(user.access_token, {
    id: user.profile.sub,
    email: user.profile.email ?? '',
    name: user.profile.name ?? '',
    picture: user.profile.picture,
  });
}

/** Completes a provider return (`?code=`), stores the token, and rewrites the address to the root path. */
export async function completeSignIn(manager: UserManager): Promise<void> {
  const user = await manager.signinRedirectCallback();
  storeUser(user);
  window.history.replaceState(null, '', '/');
}

/**
 * Takes the provider's cached session into our storage keys; an expired one is renewed silently
 * when a refresh token allows it. Renewals keep the stored token current.
 */
export async function restoreSession(manager: UserManager): Promise<void> {
  manager.events.addUserLoaded(storeUser);
  let user = await manager.getUser();
  if (user?.expired && user.refresh_token) user = await manager.signinSilent();
  if (user && !user.expired) storeUser(user);
}
