import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { errorBody, errorStatus } from '../api/http-client';
import { readSessionFlag } from '../hooks/session-flags';
import { accountLoadError } from './linkedin-account-errors';
import { LinkedInConnectPanel } from './LinkedInConnectPanel';
import { LinkedInProfileCard } from './LinkedInProfileCard';
import { useLinkedInAccount } from './useLinkedInAccount';
import { useLinkedInReturn } from './useLinkedInReturn';

const Centered = ({ label }: { label: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}>
    <CircularProgress size={24} />
    <Typography color="text.secondary">{label}</Typography>
  </Box>
);

/** The LinkedIn account card of /team: connect prompt, or the connected account. */
export const LinkedInAccountCard = () => {
  const account = useLinkedInAccount();
  const linkReturn = useLinkedInReturn(account.refresh);

  let body;
  if (linkReturn.completing) body = <Centered label="Finishing the LinkedIn connection..." />;
  else if (account.isPending) body = <Centered label="Loading your LinkedIn account..." />;
  else if (account.isError) {
    body = (
      <Alert severity="error">{accountLoadError(errorStatus(account.error), errorBody(account.error)).message}</Alert>
    );
  } else {
    const current = account.data?.account ?? null;
    const disconnected = !current || current.status === 'disconnected';
    body = disconnected ? (
      <LinkedInConnectPanel reconnect={Boolean(current) || readSessionFlag('linkedinReconnect')} />
    ) : (
      <LinkedInProfileCard
        account={current}
        restriction={account.data?.restriction ?? null}
        onDisconnected={() => void account.refresh()}
      />
    );
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          LinkedIn account
        </Typography>
        {linkReturn.error && (
          <Alert severity="error" sx={{ my: 1 }}>
            {linkReturn.error.message}
          </Alert>
        )}
        {body}
      </CardContent>
    </Card>
  );
};
