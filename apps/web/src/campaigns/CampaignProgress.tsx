import { Box, LinearProgress, Typography } from '@mui/material';
import type { CampaignTargetStats } from '@outflow/api-contract';
import type { CampaignRecord } from './campaign-record';
import { CampaignStartsAt, StartsAtLabel } from './CampaignStartsAt';
import { completionText } from './campaign-figures';
import { progressDotColour, progressLabel, type ExecutionStatus } from './campaign-status';
import { formatDateTime } from '../layout/dates';

/** The coloured dot with the progress label, and the completion bar once the campaign has targets. */
export const CampaignProgress = ({
  progressStatus,
  status,
  stats,
  statusReason,
}: {
  progressStatus?: string | null;
  status: ExecutionStatus;
  stats?: CampaignTargetStats | null;
  statusReason?: CampaignRecord['statusReason'];
}) => {
  const text = completionText(stats);
  // A running campaign that cannot act says why, in place of "Running"; one that has not acted yet and
  // waits for the working hours says when it starts.
  const startsAt =
    status === 'running' &&
    progressStatus === 'Ready' &&
    statusReason?.code === 'outside-working-hours' &&
    statusReason.until
      ? new Date(statusReason.until)
      : null;
  const held = status === 'running' && !startsAt && statusReason;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          data-testid="progress-dot"
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: held ? 'warning.main' : progressDotColour(progressStatus),
            flexShrink: 0,
          }}
        />
        <Typography
          variant="body2"
          color={held ? 'warning.dark' : 'text.secondary'}
          data-testid={held ? 'status-reason' : undefined}
        >
          {startsAt ? (
            <StartsAtLabel at={startsAt} />
          ) : held ? (
            `${statusReason.message}${statusReason.until ? ` (until ${formatDateTime(statusReason.until)})` : ''}`
          ) : status === 'running' && progressStatus === 'Ready' ? (
            <CampaignStartsAt fallback={progressLabel(progressStatus, status)} />
          ) : (
            progressLabel(progressStatus, status)
          )}
        </Typography>
      </Box>
      {text && stats && (
        <Box sx={{ mt: 1, maxWidth: 260 }}>
          <LinearProgress
            variant="determinate"
            value={(stats.completed / stats.total) * 100}
            aria-label={text}
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" color="text.secondary">
            {text}
          </Typography>
        </Box>
      )}
    </Box>
  );
};
