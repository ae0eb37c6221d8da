import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { RateLimitsForm } from './RateLimitsForm';
import { RateLimitsGuide } from './RateLimitsGuide';
import { WorkingHoursForm } from './WorkingHoursForm';
import { SenderPicker } from './SenderPicker';
import { ApiKeysPanel } from './ApiKeysPanel';
import { WebhooksPanel } from './WebhooksPanel';
import { DoNotContactPanel } from '../do-not-contact/DoNotContactPanel';

type SettingsTab = 'limits' | 'hours' | 'do-not-contact' | 'api-keys' | 'webhooks';

const TABS: readonly SettingsTab[] = ['limits', 'hours', 'do-not-contact', 'api-keys', 'webhooks'];

/**
 * /settings: daily limits and the weekly cap; working hours, time zone and warm-up; the Do-Not-Contact
 * list; API keys; webhooks. `?tab=do-not-contact` opens a tab directly.
 */
export const SettingsPage = () => {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<SettingsTab>(TABS.find((t) => t === params.get('tab')) ?? 'limits');
  // Whose limits and hours the forms show: the workspace's (undefined) or one sender's own.
  const [sender, setSender] = useState<string | undefined>(undefined);
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Settings
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: SettingsTab) => setTab(next)}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="limits" label="Limits & Activity" />
        <Tab value="hours" label="Working hours" />
        <Tab value="do-not-contact" label="Do-Not-Contact" />
        <Tab value="api-keys" label="API keys" />
        <Tab value="webhooks" label="Webhooks" />
      </Tabs>
      {tab === 'do-not-contact' && <DoNotContactPanel />}
      {tab === 'api-keys' && <ApiKeysPanel />}
      {tab === 'webhooks' && <WebhooksPanel />}
      {(tab === 'limits' || tab === 'hours') && <SenderPicker value={sender} onChange={setSender} />}
      {(tab === 'limits' || tab === 'hours') && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 3, alignItems: 'start' }}>
          {tab === 'limits' ? (
            <RateLimitsForm key={sender ?? ''} accountId={sender} />
          ) : (
            <WorkingHoursForm key={sender ?? ''} accountId={sender} />
          )}
          <RateLimitsGuide />
        </Box>
      )}
    </Box>
  );
};
