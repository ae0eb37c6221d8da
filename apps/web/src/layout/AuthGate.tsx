import { useEffect, useState, type ReactNode } from 'react';
import { loadAuthSetup, type AuthSetup } from '../api/auth-setup';
import { AuthSetupContext } from '../hooks/useAuthSetup';
import { AuthError } from './AuthError';
import { FullScreenSpinner } from './FullScreenSpinner';

type GateState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; setup: AuthSetup };

/** Holds the app behind the spinner until the sign-in mode is known and any provider return is handled. */
export const AuthGate = ({ children }: { children: (setup: AuthSetup) => ReactNode }) => {
  const [state, setState] = useState<GateState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loadAuthSetup().then(
      (setup) => live && setState({ kind: 'ready', setup }),
      (error: unknown) => {
        // The spec logs sign-in gate failures; the page offers a way back home.
        console.error('Sign-in check failed', error);
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'loading') return <FullScreenSpinner />;
  if (state.kind === 'failed') return <AuthError />;
  return <AuthSetupContext.Provider value={state.setup}>{children(state.setup)}</AuthSetupContext.Provider>;
};
