import { Box, FormControlLabel, Switch, Tooltip, Typography } from '@mui/material';
import { canToggle, type ExecutionStatus } from './campaign-status';
import { formatDate } from '../layout/dates';

/** What the switch's label says: what the campaign is doing, not what the switch would do. */
const TOGGLE_LABELS: Record<ExecutionStatus, string> = {
  running: 'Active',
  paused: 'Paused',
  completed: 'Completed',
  failed: 'Failed',
  pending: 'Pending',
};

/** The start/pause switch, labelled with the campaign's state ('Active', 'Paused'…), with its date underneath. */
export const CampaignStatusToggle = ({
  status,
  createdAt,
  onToggle,
}: {
  status: ExecutionStatus;
  createdAt: string;
  onToggle: () => void;
}) => {
  const created = new Date(createdAt);
  const running = status === 'running';
  return (
    <Box>
      <Tooltip title={running ? 'Pause campaign' : 'Start campaign'} enterDelay={0}>
        <FormControlLabel
          label={TOGGLE_LABELS[status]}
          sx={{ m: 0, mr: 1 }}
          slotProps={{ typography: { variant: 'body2', color: running ? 'text.primary' : 'text.secondary' } }}
          control={
            <Switch
              checked={running}
              disabled={!canToggle(status)}
              onChange={onToggle}
              slotProps={{ input: { 'aria-label': running ? 'Pause campaign' : 'Start campaign' } }}
            />
          }
        />
      </Tooltip>
      {!Number.isNaN(created.getTime()) && (
        <Typography variant="caption" color="text.secondary" display="block">
          {formatDate(created)}
        </Typography>
      )}
    </Box>
  );
};
