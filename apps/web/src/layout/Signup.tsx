import { Link as RouterLink, Navigate } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { hasAuthToken } from '../api/session-storage';
import { useAuthSetup } from '../hooks/useAuthSetup';
import { AuthCard } from './AuthCard';
import { CredentialsForm } from './CredentialsForm';
import { ProviderRedirect } from './ProviderRedirect';

export const Signup = () => {
  const { config } = useAuthSetup();
  if (config.mode === 'oidc') return <ProviderRedirect signup />;
  if (hasAuthToken()) return <Navigate to="/" replace />;
  return (
    <AuthCard
      tabTitle="Sign up"
      title="Create your account"
      subtitle="Start your 7-day free trial. No credit card required."
    >
      <CredentialsForm withName submitLabel="Sign up" />
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
};
