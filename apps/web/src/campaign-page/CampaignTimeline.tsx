import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  IconButton,
  MenuItem,
  Pagination,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { eventTypeWords, STORY_EVENT_TYPES, SUMMARIZED_EVENT_TYPES } from '@outflow/domain';
import {
  campaignPageKey,
  downloadHistory,
  fetchHistory,
  type CampaignSource,
  type HistoryFilters,
} from './campaign-page-api';
import { shortTime } from './lead-row-view';
import { formatDateTimeSeconds } from '../layout/dates';

const PER_PAGE = 50;
const ACTOR_COLOURS: Record<string, 'default' | 'primary' | 'secondary' | 'warning' | 'info'> = {
  user: 'primary',
  runner: 'secondary',
  webhook: 'info',
  support: 'warning',
  operator: 'warning',
  system: 'default',
};
/** A datetime-local input's value as the API takes it (ISO, in UTC). */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

interface CampaignTimelineProps {
  source: CampaignSource;
  /** One lead's story: its id and name, and why it waits now (with until when), if it does. */
  lead: { targetId: string; label: string; why?: string | null } | null;
  onClearLead: () => void;
  /** Shows the campaign as it stood right after an entry. */
  onShowPoint: (position: string) => void;
}

/**
 * What happened to the campaign and its leads, in order, one line per thing that happened in words
 * (or one lead's story); "Show every recorded event" adds the engine's bookkeeping (quota,
 * scheduling), the event names and their ids, as support reads them.
 */
export const CampaignTimeline = ({ source, lead, onClearLead, onShowPoint }: CampaignTimelineProps) => {
  const [page, setPage] = useState(1);
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [everything, setEverything] = useState(false);
  const filters: HistoryFilters = {
    targetId: lead?.targetId,
    type: type || (everything ? undefined : STORY_EVENT_TYPES.join(',')),
    from: isoOf(from),
    to: isoOf(to),
  };
  const history = useQuery({
    queryKey: [...campaignPageKey(source), 'history', filters, page],
    queryFn: () => fetchHistory(source, filters, page, PER_PAGE),
    refetchOnWindowFocus: !source.readOnly,
  });
  const reset = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const download = (format: 'jsonl' | 'csv') =>
    downloadHistory(source, filters, format).catch((error: Error) => toast.error(error.message));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {lead && (
        <Alert severity="info" action={<Button onClick={onClearLead}>All events</Button>} data-testid="lead-story">
          Story of <strong>{lead.label}</strong>: everything that happened to this lead, in order.
          {lead.why && (
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="lead-story-why">
              Now: {lead.why}
            </Typography>
          )}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          variant="outlined"
          fullWidth={false}
          label="Event type"
          value={type}
          onChange={(e) => reset(() => setType(e.target.value))}
          sx={{ width: 260, m: 0 }}
        >
          <MenuItem value="">{everything ? 'All types' : 'Everything that happened'}</MenuItem>
          {(everything ? SUMMARIZED_EVENT_TYPES : STORY_EVENT_TYPES).map((t) => (
            <MenuItem key={t} value={t}>
              {eventTypeWords(t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          variant="outlined"
          fullWidth={false}
          sx={{ width: 230, m: 0 }}
          type="datetime-local"
          label="From"
          value={from}
          onChange={(e) => reset(() => setFrom(e.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          variant="outlined"
          fullWidth={false}
          sx={{ width: 230, m: 0 }}
          type="datetime-local"
          label="To"
          value={to}
          onChange={(e) => reset(() => setTo(e.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={everything}
              onChange={(event) =>
                reset(() => {
                  setEverything(event.target.checked);
                  setType('');
                })
              }
            />
          }
          label="Show every recorded event"
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download('jsonl')}>
          JSON lines
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download('csv')}>
          CSV
        </Button>
      </Box>
      {history.isPending && <CircularProgress aria-label="Loading the timeline" sx={{ alignSelf: 'center' }} />}
      {history.isError && <Alert severity="error">Could not load the timeline. Please try again.</Alert>}
      {history.data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {history.data.total === 1
              ? everything
                ? '1 recorded event'
                : '1 thing happened'
              : everything
                ? `${history.data.total} recorded events`
                : `${history.data.total} things happened`}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
            {history.data.entries.map((entry) => (
              <Box
                component="li"
                key={entry.position}
                data-testid="timeline-entry"
                sx={{ position: 'relative', pl: 2.5, py: 1, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <Box
                  sx={{
                    position: 'absolute',
                    left: -6,
                    top: 16,
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                  }}
                />
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Tooltip
                    title={`${formatDateTimeSeconds(entry.time)} (recorded ${formatDateTimeSeconds(entry.recordedAt)})`}
                  >
                    <Typography variant="caption" color="text.secondary" sx={{ minWidth: 110 }}>
                      {shortTime(entry.time)}
                    </Typography>
                  </Tooltip>
                  <Chip
                    size="small"
                    label={entry.actor}
                    color={ACTOR_COLOURS[entry.actor] ?? 'default'}
                    variant="outlined"
                    sx={{ height: 20 }}
                  />
                  {everything && (
                    <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                      {entry.type}
                    </Typography>
                  )}
                  <Box sx={{ flexGrow: 1 }} />
                  <Tooltip title="Show the campaign as it stood after this event">
                    <IconButton
                      size="small"
                      aria-label="Show the campaign here"
                      onClick={() => onShowPoint(entry.position)}
                    >
                      <RestoreIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
                <Typography variant="body2">{entry.summary}</Typography>
                {everything && (
                  // text.secondary: ids must stay readable (4.5:1), not faded like a disabled control.
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    data-testid="timeline-ids"
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                  >
                    {entry.position} · correlation {entry.correlationId}
                    {entry.causationId && entry.causationId !== entry.correlationId
                      ? ` · caused by ${entry.causationId}`
                      : ''}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
          {history.data.total > PER_PAGE && (
            <Pagination
              count={Math.ceil(history.data.total / PER_PAGE)}
              page={page}
              onChange={(_e, p) => setPage(p)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </>
      )}
    </Box>
  );
};
