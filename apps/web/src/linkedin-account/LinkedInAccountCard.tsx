import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { errorBody, errorStatus } from '../api/http-client';
import { readSessionFlag } from '../hooks/session-flags';
import { accountLoadError } from './linkedin-account-errors';
import { LinkedInConnectPanel } from './LinkedInConnectPanel';
import { LinkedInProfileCard } from './LinkedInProfileCard';
import { useWorkspaces } from '../workspaces/useWorkspaces';
import { managesSenders } from './sender-view';
import { SenderDayGauge } from './SenderRow';
import { ConnectAnotherSender, SendersList } from './SendersList';
import { useLinkedInAccount } from './useLinkedInAccount';
import { useLinkedInReturn } from './useLinkedInReturn';
import { useSenders } from './useSenders';

const Centered = ({ label }: { label: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}>
    <CircularProgress size={24} />
    <Typography color="text.secondary">{label}</Typography>
  </Box>
);

/**
 * The LinkedIn account card of /team: connect prompt, or the connected account with its day; with
 * several senders, the list of them all (issue 20's Senders page). Only owners and admins see the
 * actions that connect and remove senders.
 */
export const LinkedInAccountCard = () => {
  const account = useLinkedInAccount();
  const senders = useSenders();
  // Until the role is known the actions show (the server refuses a member anyway); then only to owners and admins.
  const role = useWorkspaces().current?.role;
  const manages = role === undefined || managesSenders(role);
  const linkReturn = useLinkedInReturn(account.refresh);
  const several = (senders.data?.length ?? 0) > 1;

  let body;
  if (linkReturn.completing) body = <Centered label="Finishing the LinkedIn connection..." />;
  else if (account.isPending) body = <Centered label="Loading your LinkedIn account..." />;
  else if (account.isError) {
    body = (
      <Alert severity="error">{accountLoadError(errorStatus(account.error), errorBody(account.error)).message}</Alert>
    );
  } else if (several) {
    body = <SendersList senders={senders.data!} manages={manages} onChanged={() => void account.refresh()} />;
  } else {
    const current = account.data?.account ?? null;
    const only = senders.data?.find((s) => s.accountId === current?.accountId);
    const disconnected = !current || current.status === 'disconnected';
    body = disconnected ? (
      <LinkedInConnectPanel reconnect={Boolean(current) || readSessionFlag('linkedinReconnect')} manages={manages} />
    ) : (
      <>
        <LinkedInProfileCard
          account={current}
          restriction={account.data?.restriction ?? null}
          manages={manages}
          onDisconnected={() => void account.refresh()}
        />
        {only && (
          <Box sx={{ pt: 2 }}>
            <SenderDayGauge sender={only} />
          </Box>
        )}
        {manages && <ConnectAnotherSender />}
      </>
    );
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {several ? 'Senders' : 'LinkedIn account'}
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
