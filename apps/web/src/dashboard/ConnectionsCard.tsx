import { Alert, Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { TitledCard } from '../layout/TitledCard';
import { CardLoading } from './CardLoading';
import type { ConnectionStats } from '@outflow/api-contract';
import { CONNECTION_STATS_ERROR } from './dashboard-api';
import { formatDateTime } from '../layout/dates';

const EMPTY_TEXT = 'No connection data available. Connect your LinkedIn account in Settings.';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box
    component="section"
    aria-label={label}
    sx={{ flex: 1, p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
  >
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h5" sx={{ fontWeight: 700 }}>
      {value}
    </Typography>
  </Box>
);

/** Pending invitations and total connections, as LinkedIn last reported them: read again when a campaign sends an invitation or one is accepted, and every 5 minutes. */
export const ConnectionsCard = ({ stats }: { stats: UseQueryResult<ConnectionStats> }) => {
  let body;
  if (stats.isPending) {
    body = <CardLoading />;
  } else if (stats.isError || !stats.data) {
    body = (
      <>
        {stats.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {CONNECTION_STATS_ERROR}
          </Alert>
        )}
        <Typography color="text.secondary">{EMPTY_TEXT}</Typography>
      </>
    );
  } else {
    body = (
      <>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Figure label="Pending Invitations" value={String(stats.data.pendingInvitations)} />
          <Figure label="Total Connections" value={`${stats.data.totalConnections}+`} />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
          Last synced {formatDateTime(stats.data.lastSyncTime)}
        </Typography>
      </>
    );
  }
  return <TitledCard title="Connections">{body}</TitledCard>;
};
