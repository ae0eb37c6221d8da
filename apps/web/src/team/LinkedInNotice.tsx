import { Alert } from '@mui/material';
import { useLinkedInStatus } from '../hooks/useLinkedInStatus';

/**
 * Green when LinkedIn is connected, red when the connection was lost; nothing while the check runs,
 * nor for a new user who never connected one (the first-run checklist says what to do).
 */
export const LinkedInNotice = () => {
  const { connected, everConnected } = useLinkedInStatus();
  if (connected === null || (!connected && everConnected === false)) return null;
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
