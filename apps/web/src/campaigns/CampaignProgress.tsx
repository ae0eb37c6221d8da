import { Box, LinearProgress, Typography } from '@mui/material';
import type { TargetStats } from './campaign-record';
import { completionText } from './campaign-figures';
import { progressDotColour, progressLabel, type ExecutionStatus } from './campaign-status';

/** The coloured dot with the progress label, and the completion bar once the campaign has targets. */
export const CampaignProgress = ({ progressStatus, status, stats }: { progressStatus?: string | null; status: ExecutionStatus; stats?: TargetStats | null }) => {
  const text = completionText(stats);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          data-testid="progress-dot"
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: progressDotColour(progressStatus), flexShrink: 0 }}
        />
        <Typography variant="body2" color="text.secondary">
          {progressLabel(progressStatus, status)}
        </Typography>
      </Box>
      {text && stats && (
        <Box sx={{ mt: 1, maxWidth: 260 }}>
          <LinearProgress variant="determinate" value={(stats.completed / stats.total) * 100} sx={{ height: 6, borderRadius: 3 }} />
          <Typography variant="caption" color="text.secondary">
            {text}
          </Typography>
        </Box>
      )}
    </Box>
  );
};
