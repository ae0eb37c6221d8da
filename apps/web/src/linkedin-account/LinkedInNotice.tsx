import { Alert } from '@mui/material';
import { useLinkedInStatus } from '../hooks/useLinkedInStatus';
import { useLinkedInAccount } from './useLinkedInAccount';

/**
 * Green when LinkedIn is connected, red when the connection was lost; nothing while the check runs,
 * nor for a new user who never connected one (the first-run checklist says what to do).
 */
export const LinkedInNotice = () => {
  const { connected, everConnected } = useLinkedInStatus();
  const account = useLinkedInAccount();
  if (connected === null || (!connected && everConnected === false)) return null;
  // Connected, but LinkedIn restricted it: the pages open, the campaigns wait (the account card says more).
  if (connected && account.data?.restriction)
    return (
      <Alert severity="warning" variant="outlined">
        Your LinkedIn account is connected, but LinkedIn has restricted it: campaigns wait until the restriction is
        lifted.
      </Alert>
    );
  return connected ? (
    <Alert severity="success" variant="outlined">
      Your LinkedIn account is connected. Campaigns, leads, messages and the dashboard are available.
    </Alert>
  ) : (
    <Alert severity="error" variant="outlined">
      Your LinkedIn account is not connected. Connect it below to use campaigns, leads, messages and the dashboard.
    </Alert>
  );
};
