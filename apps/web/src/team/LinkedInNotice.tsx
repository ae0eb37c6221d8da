import { Alert } from '@mui/material';
import { useLinkedInStatus } from '../hooks/useLinkedInStatus';

/** Green when LinkedIn is connected, red when it is not; nothing while the check runs. */
export const LinkedInNotice = () => {
  const { connected } = useLinkedInStatus();
  if (connected === null) return null;
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
