import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, CircularProgress, Divider, Stack } from '@mui/material';
import toast from 'react-hot-toast';
import {
  DEFAULT_RATE_LIMITS,
  LIMIT_KEYS,
  LIMIT_SLIDERS,
  MAX_DAILY_TOTAL,
  WEEKLY_CONNECTIONS,
  type RateLimitSettings,
} from '@outflow/domain';
import { fetchRateLimitSettings, saveRateLimitSettings } from '../api/rate-limits-api';
import { LIMIT_LABELS } from './limit-labels';
import { LimitSlider } from './LimitSlider';

const RATE_LIMITS_KEY = ['rate-limits', 'settings'] as const;
/** The workspace's settings keep the key they always had; a sender's own are apart. */
const keyOf = (accountId?: string) => (accountId ? [...RATE_LIMITS_KEY, accountId] : RATE_LIMITS_KEY);

function sameLimits(a: RateLimitSettings, b: RateLimitSettings): boolean {
  return (
    a.total === b.total && a.weeklyConnections === b.weeklyConnections && LIMIT_KEYS.every((key) => a[key] === b[key])
  );
}

/** The eight daily limit sliders and the daily total; Save is enabled only while something changed. */
export const RateLimitsForm = ({ accountId }: { accountId?: string }) => {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: keyOf(accountId),
    queryFn: () => fetchRateLimitSettings(accountId),
  });
  const [draft, setDraft] = useState<RateLimitSettings>({ ...DEFAULT_RATE_LIMITS });

  useEffect(() => {
    if (saved.data) setDraft(saved.data);
  }, [saved.data]);

  useEffect(() => {
    if (saved.isError) toast.error('Failed to load rate limits', { id: 'rate-limits-load', duration: 5000 });
  }, [saved.isError]);

  const save = useMutation({
    mutationFn: (settings: RateLimitSettings) => saveRateLimitSettings(settings, accountId),
    onSuccess: (settings) => {
      queryClient.setQueryData(keyOf(accountId), settings);
      toast.success('Rate limits saved successfully');
    },
    onError: () => toast.error('Failed to save rate limit settings', { duration: 5000 }),
  });

  if (saved.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }

  const baseline = saved.data ?? DEFAULT_RATE_LIMITS;
  const changed = !sameLimits(draft, baseline);
  const setLimit = (key: keyof RateLimitSettings) => (value: number) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 2 }}>
          {LIMIT_KEYS.map((key) => (
            <LimitSlider
              key={key}
              name={key}
              label={LIMIT_LABELS[key]}
              value={draft[key]}
              min={0}
              max={LIMIT_SLIDERS[key].max}
              step={LIMIT_SLIDERS[key].step}
              onChange={setLimit(key)}
            />
          ))}
        </Box>
        <Divider sx={{ my: 3 }} />
        <LimitSlider
          name="total"
          label="Total daily actions"
          value={draft.total}
          min={1}
          max={MAX_DAILY_TOTAL}
          step={1}
          onChange={setLimit('total')}
        />
        <Divider sx={{ my: 3 }} />
        <LimitSlider
          name="weeklyConnections"
          label="Connection requests per week (any 7 days)"
          unit="week"
          value={draft.weeklyConnections ?? WEEKLY_CONNECTIONS.default}
          min={WEEKLY_CONNECTIONS.min}
          max={WEEKLY_CONNECTIONS.max}
          step={5}
          onChange={setLimit('weeklyConnections')}
        />
        <Stack direction="row" justifyContent="flex-end" sx={{ mt: 3 }}>
          <Button variant="contained" disabled={!changed || save.isPending} onClick={() => save.mutate(draft)}>
            {save.isPending ? <CircularProgress size={22} color="inherit" /> : 'Save'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
