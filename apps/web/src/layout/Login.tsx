import { Link as RouterLink, Navigate } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { hasAuthToken } from '../api/session-storage';
import { useAuthSetup } from '../hooks/useAuthSetup';
import { AuthCard } from './AuthCard';
import { CredentialsForm } from './CredentialsForm';
import { ProviderRedirect } from './ProviderRedirect';

export const Login = () => {
  const { config } = useAuthSetup();
  if (config.mode === 'oidc') return <ProviderRedirect signup={false} />;
  if (hasAuthToken()) return <Navigate to="/" replace />;
  return (
    <AuthCard tabTitle="Sign in" title="Sign in to Outflow">
      <CredentialsForm withName={false} submitLabel="Sign in" />
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/forgot-password">
          Forgot password?
        </Link>
      </Typography>
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        Don't have an account?{' '}
        <Link component={RouterLink} to="/signup">
          Sign up
        </Link>
      </Typography>
    </AuthCard>
  );
};
