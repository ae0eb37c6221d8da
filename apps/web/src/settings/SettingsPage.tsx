import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { RateLimitsForm } from './RateLimitsForm';
import { RateLimitsGuide } from './RateLimitsGuide';
import { WorkingHoursForm } from './WorkingHoursForm';

type SettingsTab = 'limits' | 'hours';

/** /settings: daily limits and the weekly cap; working hours, time zone and warm-up. */
export const SettingsPage = () => {
  const [tab, setTab] = useState<SettingsTab>('limits');
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      <Tabs value={tab} onChange={(_, next: SettingsTab) => setTab(next)} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="limits" label="Limits & Activity" />
        <Tab value="hours" label="Working hours" />
      </Tabs>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 3, alignItems: 'start' }}>
        {tab === 'limits' ? <RateLimitsForm /> : <WorkingHoursForm />}
        <RateLimitsGuide />
      </Box>
    </Box>
  );
};
