import { createContext, useContext } from 'react';
import type { AuthSetup } from '../api/auth-setup';

export const AuthSetupContext = createContext<AuthSetup | null>(null);

/** The sign-in mode (and OIDC client) the app started with. */
export function useAuthSetup(): AuthSetup {
  const setup = useContext(AuthSetupContext);
  if (!setup) throw new Error('useAuthSetup must be used inside <AuthGate>');
  return setup;
}
