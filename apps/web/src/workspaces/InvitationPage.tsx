import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { errorBody } from '../api/http-client';
import { hasAuthToken, readProfile } from '../api/session-storage';
import { AuthCard } from '../layout/AuthCard';
import { acceptInvitation, previewInvitation, ROLE_LABELS } from './workspaces-api';
import { rememberInvitation } from './pending-invitation';
import { switchWorkspace } from './switch-workspace';

/**
 * /invitations/:token, the page an invitation's link opens: what it invites to (no sign-in needed),
 * then "Join" for the invited address. Someone not signed in signs in (or up) first and is brought
 * back here.
 */
export const InvitationPage = () => {
  const { token = '' } = useParams();
  const preview = useQuery({ queryKey: ['invitation', token], queryFn: () => previewInvitation(token), retry: false });
  const [joining, setJoining] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const signedIn = hasAuthToken();
  const me = readProfile();

  const join = async () => {
    setJoining(true);
    setRefused(null);
    try {
      const workspace = await acceptInvitation(token);
      switchWorkspace(workspace.id);
    } catch (error) {
      const body = errorBody(error);
      setRefused((Array.isArray(body.message) ? body.message.join(', ') : body.message) ?? 'Something went wrong.');
      setJoining(false);
    }
  };

  const invitation = preview.data;
  return (
    <AuthCard tabTitle="Invitation" title={invitation ? `Join ${invitation.workspaceName}` : 'Invitation'}>
      {preview.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress />
        </Box>
      )}
      {preview.isError && <Alert severity="error">This invitation does not exist.</Alert>}
      {invitation && (
        <>
          <Typography paragraph align="center">
            You are invited to the workspace <strong>{invitation.workspaceName}</strong> as{' '}
            {ROLE_LABELS[invitation.role].toLowerCase()}, with the e-mail address <strong>{invitation.email}</strong>.
          </Typography>
          {invitation.state === 'expired' && (
            <Alert severity="warning">This invitation has expired: ask for a new one.</Alert>
          )}
          {invitation.state === 'accepted' && <Alert severity="info">This invitation was already used.</Alert>}
          {invitation.state === 'revoked' && <Alert severity="warning">This invitation was withdrawn.</Alert>}
          {refused && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refused}
            </Alert>
          )}
          {invitation.state === 'open' &&
            (signedIn ? (
              <>
                {me?.email && me.email.toLowerCase() !== invitation.email.toLowerCase() && (
                  <Alert severity="warning" sx={{ mb: 2 }}>
                    You are signed in as {me.email}. Sign in as {invitation.email} to join.
                  </Alert>
                )}
                <Button variant="contained" size="large" fullWidth disabled={joining} onClick={() => void join()}>
                  {joining ? <CircularProgress size={24} color="inherit" /> : `Join ${invitation.workspaceName}`}
                </Button>
              </>
            ) : (
              <Box sx={{ display: 'grid', gap: 1 }}>
                <Button
                  variant="contained"
                  size="large"
                  component={RouterLink}
                  to="/login"
                  onClick={() => rememberInvitation(token)}
                >
                  Sign in to join
                </Button>
                <Typography variant="body2" align="center">
                  No account yet?{' '}
                  <Link component={RouterLink} to="/signup" onClick={() => rememberInvitation(token)}>
                    Sign up with {invitation.email}
                  </Link>
                </Typography>
              </Box>
            ))}
        </>
      )}
    </AuthCard>
  );
};
