import { useEffect, useState } from 'react';
import { Box, Button, Chip, IconButton, Slider, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SensorsIcon from '@mui/icons-material/Sensors';
import HistoryIcon from '@mui/icons-material/History';
import { formatDateTimeSeconds } from '../layout/dates';

interface ReplayBarProps {
  /** The timeline's event the page shows (its last when live). */
  index: number;
  total: number;
  live: boolean;
  /** The time the page speaks for. */
  time: string;
  loading: boolean;
  onMove: (event: number) => void;
  onLive: () => void;
}

/**
 * Replay: a slider over the campaign's timeline (event 1 is its creation) and buttons that step one
 * event back or forward; the sequence counts and the lead table redraw as they stood then.
 */
export const ReplayBar = ({ index, total, live, time, loading, onMove, onLive }: ReplayBarProps) => {
  const [value, setValue] = useState(index);
  // While a newer point loads, the page still shows the previous answer: taking its index then would
  // pull the slider back under a user's quick key presses and lose steps.
  useEffect(() => {
    if (!loading) setValue(index);
  }, [index, loading]);
  const move = (n: number) => onMove(Math.min(Math.max(n, 1), total));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        px: 2,
        py: 1,
        border: 1,
        borderColor: live ? 'divider' : 'warning.main',
        borderRadius: 1,
        bgcolor: live ? 'background.paper' : '#fff8e1',
      }}
    >
      {live ? (
        <Chip icon={<SensorsIcon />} label="Live" color="success" size="small" />
      ) : (
        <Chip icon={<HistoryIcon />} label="Replay" color="warning" size="small" />
      )}
      <Tooltip title="One event back">
        <span>
          <IconButton
            aria-label="Previous event"
            size="small"
            disabled={loading || value <= 1}
            onClick={() => move(value - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Slider
        aria-label="Point in the campaign's history"
        sx={{ flex: '1 1 240px', minWidth: 160 }}
        min={1}
        max={Math.max(total, 1)}
        step={1}
        value={Math.min(value, Math.max(total, 1))}
        disabled={total <= 1}
        onChange={(_e, v) => setValue(v)}
        onChangeCommitted={(_e, v) => move(v)}
      />
      <Tooltip title="One event forward">
        <span>
          <IconButton
            aria-label="Next event"
            size="small"
            disabled={loading || value >= total}
            onClick={() => move(value + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Typography variant="body2" sx={{ minWidth: 220 }} data-testid="replay-position">
        Event {value} of {total} · {formatDateTimeSeconds(time)}
      </Typography>
      {!live && (
        <Button size="small" variant="outlined" onClick={onLive}>
          Back to live
        </Button>
      )}
    </Box>
  );
};
