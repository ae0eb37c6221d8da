import { Box, CircularProgress, Typography } from '@mui/material';
import { GAUGE_COLOURS, gaugeColour, gaugePercent } from './dashboard-view';

const SIZE = 104;

/** One daily limit as a ring: the share used in its colour band, the percent inside, current/max below. */
export const UsageGauge = ({
  label,
  current,
  max,
  ariaLabel = label,
}: {
  label: string;
  current: number;
  max: number;
  /** What a screen reader names it, when the label alone is not enough (a sender's gauge). */
  ariaLabel?: string;
}) => {
  const percent = gaugePercent(current, max);
  const colour = GAUGE_COLOURS[gaugeColour(percent)];
  return (
    <Box
      component="section"
      aria-label={ariaLabel}
      data-colour={gaugeColour(percent)}
      sx={{ textAlign: 'center', py: 1 }}
    >
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress
          variant="determinate"
          value={100}
          size={SIZE}
          thickness={4}
          sx={{ color: 'grey.200' }}
          aria-hidden
        />
        <CircularProgress
          variant="determinate"
          value={Math.min(percent, 100)}
          size={SIZE}
          thickness={4}
          aria-label={`${ariaLabel} ${percent}%`}
          sx={{
            color: colour,
            position: 'absolute',
            left: 0,
            '& .MuiCircularProgress-circle': { strokeLinecap: 'round' },
          }}
        />
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: colour }}>
            {percent}%
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {current}/{max}
      </Typography>
    </Box>
  );
};
