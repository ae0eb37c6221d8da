import type { AuthProvider } from 'react-admin';
import type { AuthConfig, Session } from '@outflow/api-contract';
import type { UserManager } from 'oidc-client-ts';
import toast from 'react-hot-toast';
import { apiRequest, errorStatus } from './http-client';
import { clearSession, hasAuthToken, readProfile, storeSession } from './session-storage';

/** react-admin reads `message: false` on a rejection as "no notification": the login page is the answer. */
const quietRejection = () => Object.assign(new Error('signed out'), { message: false as const });

/** Sign-in form values: with a name it is a sign-up (POST /auth/signup), without one a login. */
export interface Credentials {
  email: string;
  password: string;
  name?: string;
}

/** Log Out on /account passes this so an OIDC session also ends at the provider. */
export interface LogoutParams {
  everywhere?: boolean;
}

export const SESSION_EXPIRED_TOAST = 'Your session has expired. Please sign in again.';

export function createAuthProvider(config: AuthConfig, userManager: UserManager | null): AuthProvider {
  return {
    async login(credentials: Credentials) {
      const signup = credentials.name !== undefined;
      const answer = await apiRequest<Session>(signup ? '/auth/signup' : '/auth/login', {
        method: 'POST',
        // The browser's zone becomes the account's: its days and working hours count in it.
        body: signup
          ? { ...credentials, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }
          : { email: credentials.email, password: credentials.password },
      });
      storeSession(answer.accessToken, answer.user);
    },

    async logout(params?: LogoutParams) {
      // The server revokes the token (and every other of this user's), so a copy left anywhere stops working.
      if (hasAuthToken()) await apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
      clearSession();
      if (params?.everywhere && config.mode === 'oidc' && userManager) {
        await userManager.signoutRedirect();
        return false;
      }
      return undefined;
    },

    async checkAuth() {
      // message: false keeps react-admin's own notification quiet; the login page is the answer.
      if (!hasAuthToken()) throw quietRejection();
    },

    async checkError(error: unknown) {
      if (errorStatus(error) !== 401) return;
      clearSession();
      toast.error(SESSION_EXPIRED_TOAST, { id: 'session-expired', duration: 5000 });
      throw quietRejection();
    },

    async getIdentity() {
      const profile = readProfile();
      if (!profile) throw new Error('Not signed in');
      return { id: profile.id, fullName: profile.name, avatar: profile.picture, email: profile.email };
    },
  };
}
