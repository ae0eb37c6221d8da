import { Alert, AlertTitle, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { useLinkedInConnect } from './useLinkedInConnect';

/**
 * No account, or a disconnected one: the connect (or reconnect) prompt; a member, who may not
 * connect senders, is told who can.
 */
export const LinkedInConnectPanel = ({ reconnect, manages = true }: { reconnect: boolean; manages?: boolean }) => {
  const { connect, pending, authLink, showManualLink, error } = useLinkedInConnect();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 3 }}>
      <LinkedInIcon sx={{ fontSize: 56, color: '#0a66c2' }} />
      <Typography variant="h6">
        {reconnect ? 'Reconnect your LinkedIn account' : 'Connect your LinkedIn account'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
        Outflow runs your campaigns through your own LinkedIn account. You sign in on a secure hosted page; your
        password is never stored by Outflow.
      </Typography>
      {manages ? (
        <Button
          variant="contained"
          size="large"
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <LinkedInIcon />}
          disabled={pending}
          onClick={() => void connect()}
        >
          {reconnect ? 'Reconnect LinkedIn' : 'Connect LinkedIn'}
        </Button>
      ) : (
        <Typography variant="body2">An owner or admin of this workspace connects its LinkedIn accounts.</Typography>
      )}
      {authLink && showManualLink && (
        <Link href={authLink} underline="always">
          Open LinkedIn Authentication
        </Link>
      )}
      {error && (
        <Alert severity="error" sx={{ textAlign: 'left', width: '100%', maxWidth: 480 }}>
          <AlertTitle>Connection Failed</AlertTitle>
          {error.message}
        </Alert>
      )}
    </Box>
  );
};
