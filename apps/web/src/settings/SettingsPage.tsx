import { Box, Tab, Tabs, Typography } from '@mui/material';
import { RateLimitsForm } from './RateLimitsForm';
import { RateLimitsGuide } from './RateLimitsGuide';

/** /settings: daily limits; 'Working hours' is shown but has no behaviour (spec 01 §2). */
export const SettingsPage = () => (
  <Box>
    <Typography variant="h4" component="h1" gutterBottom>
      Settings
    </Typography>
    <Tabs value="limits" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="limits" label="Limits & Activity" />
      <Tab value="hours" label="Working hours" disabled />
    </Tabs>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 3, alignItems: 'start' }}>
      <RateLimitsForm />
      <RateLimitsGuide />
    </Box>
  </Box>
);
