import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  Divider,
  FormControlLabel,
  FormGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import toast from 'react-hot-toast';
import { DomainError, parseScheduleSettings, type IsoWeekday, type ScheduleSettings } from '@outflow/domain';
import { fetchScheduleSettings, saveScheduleSettings } from '../api/rate-limits-api';

const SCHEDULE_KEY = ['schedule', 'settings'] as const;
/** The workspace's settings keep the key they always had (the campaign wizard reads it); a sender's own are apart. */
const keyOf = (accountId?: string) => (accountId ? [...SCHEDULE_KEY, accountId] : SCHEDULE_KEY);
const WEEKDAYS: ReadonlyArray<[IsoWeekday, string]> = [
  [1, 'Mon'],
  [2, 'Tue'],
  [3, 'Wed'],
  [4, 'Thu'],
  [5, 'Fri'],
  [6, 'Sat'],
  [7, 'Sun'],
];

/** The two ends of the working day, each a time field. */
const HOUR_BOUNDS: ReadonlyArray<['start' | 'end', string]> = [
  ['start', 'From'],
  ['end', 'To'],
];

/** Every IANA zone the browser knows (the server checks the same names). */
function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
}

/** The first problem the domain finds in the draft (the server refuses the same), or null. */
function problemOf(draft: ScheduleSettings): { field: string; message: string } | null {
  try {
    parseScheduleSettings(draft);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return { field: error.field ?? '', message: error.message };
    throw error;
  }
}

/**
 * Settings → Working hours: the account's time zone (its days, for limits and the dashboard), the
 * days and hours LinkedIn actions may go out, and the warm-up of a newly connected account.
 */
export const WorkingHoursForm = ({ accountId }: { accountId?: string }) => {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: keyOf(accountId),
    queryFn: () => fetchScheduleSettings(accountId),
  });
  // The user's edits, until saved; the form shows the saved settings otherwise (never defaults first).
  const [edits, setEdits] = useState<ScheduleSettings | null>(null);
  const zones = useMemo(timeZones, []);

  const save = useMutation({
    mutationFn: (settings: ScheduleSettings) => saveScheduleSettings(settings, accountId),
    onSuccess: (settings) => {
      queryClient.setQueryData(keyOf(accountId), settings);
      setEdits(null);
      toast.success('Working hours saved successfully', { id: 'schedule-save' });
    },
    onError: () => toast.error('Failed to save working hours', { id: 'schedule-save', duration: 5000 }),
  });

  if (saved.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (saved.isError) return <Alert severity="error">Failed to load working hours</Alert>;

  const draft = edits ?? saved.data;
  const setDraft = (update: (d: ScheduleSettings) => ScheduleSettings) => setEdits((e) => update(e ?? draft));
  const hours = draft.workingHours;
  const setHours = (change: Partial<ScheduleSettings['workingHours']>) =>
    setDraft((d) => ({ ...d, workingHours: { ...d.workingHours, ...change } }));
  const toggleDay = (day: IsoWeekday) =>
    setHours({
      days: hours.days.includes(day) ? hours.days.filter((d) => d !== day) : [...hours.days, day].sort((a, b) => a - b),
    });
  const problem = problemOf(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved.data);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={3}>
          <Autocomplete
            options={zones}
            value={draft.timeZone}
            disableClearable
            onChange={(_, zone) => setDraft((d) => ({ ...d, timeZone: zone }))}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Time zone"
                helperText="Daily limits reset at midnight in this zone; working hours are in it too."
              />
            )}
          />
          <Divider />
          <FormControlLabel
            control={<Switch checked={hours.enabled} onChange={(e) => setHours({ enabled: e.target.checked })} />}
            label="Send only during working hours"
          />
          <Box aria-disabled={!hours.enabled} sx={{ opacity: hours.enabled ? 1 : 0.5 }}>
            <Typography id="working-days-label" variant="body2" fontWeight={500} gutterBottom>
              Working days
            </Typography>
            <FormGroup row aria-labelledby="working-days-label">
              {WEEKDAYS.map(([day, label]) => (
                <FormControlLabel
                  key={day}
                  disabled={!hours.enabled}
                  control={<Checkbox checked={hours.days.includes(day)} onChange={() => toggleDay(day)} />}
                  label={label}
                />
              ))}
            </FormGroup>
            <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
              {HOUR_BOUNDS.map(([bound, label]) => (
                <TextField
                  key={bound}
                  label={label}
                  type="time"
                  disabled={!hours.enabled}
                  value={hours[bound]}
                  onChange={(e) => setHours({ [bound]: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                />
              ))}
            </Box>
            {hours.end < hours.start && (
              <Typography variant="caption" color="text.secondary" data-testid="overnight-hint">
                Overnight: from {hours.start} on each working day to {hours.end} the next morning.
              </Typography>
            )}
          </Box>
          <Divider />
          <FormControlLabel
            control={
              <Switch
                checked={draft.warmUp.enabled}
                onChange={(e) => setDraft((d) => ({ ...d, warmUp: { enabled: e.target.checked } }))}
              />
            }
            label="Warm up a newly connected account (20% of the limits on day 1, rising to 100% on day 14)"
          />
          {problem && <Alert severity="warning">{problem.message}</Alert>}
          <Box>
            <Button
              variant="contained"
              disabled={!changed || !!problem || save.isPending}
              onClick={() => save.mutate(draft)}
            >
              {save.isPending ? 'Saving...' : 'Save working hours'}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
