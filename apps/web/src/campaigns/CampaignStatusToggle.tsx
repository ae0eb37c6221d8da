import { Box, Switch, Tooltip, Typography } from '@mui/material';
import { canToggle, type ExecutionStatus } from './campaign-status';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The start/pause switch with the campaign's date underneath. */
export const CampaignStatusToggle = ({ status, createdAt, onToggle }: { status: ExecutionStatus; createdAt: string; onToggle: () => void }) => {
  const created = new Date(createdAt);
  const running = status === 'running';
  return (
    <Box>
      <Tooltip title={running ? 'Pause campaign' : 'Start campaign'} enterDelay={0}>
        <span>
          <Switch
            checked={running}
            disabled={!canToggle(status)}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': running ? 'Pause campaign' : 'Start campaign' } }}
          />
        </span>
      </Tooltip>
      {!Number.isNaN(created.getTime()) && (
        <Typography variant="caption" color="text.secondary" display="block">
          {dateFormat.format(created)}
        </Typography>
      )}
    </Box>
  );
};
