import { Box, FormControlLabel, Switch, Tooltip, Typography } from '@mui/material';
import { canToggle, type ExecutionStatus } from './campaign-status';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The start/pause switch, labelled 'Active', with the campaign's date underneath. */
export const CampaignStatusToggle = ({ status, createdAt, onToggle }: { status: ExecutionStatus; createdAt: string; onToggle: () => void }) => {
  const created = new Date(createdAt);
  const running = status === 'running';
  return (
    <Box>
      <Tooltip title={running ? 'Pause campaign' : 'Start campaign'} enterDelay={0}>
        <FormControlLabel
          label="Active"
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
          {dateFormat.format(created)}
        </Typography>
      )}
    </Box>
  );
};
