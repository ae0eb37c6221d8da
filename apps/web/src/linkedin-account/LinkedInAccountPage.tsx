import { Stack, Typography } from '@mui/material';
import { FirstRunChecklist } from './FirstRunChecklist';
import { LinkedInAccountCard } from './LinkedInAccountCard';
import { LinkedInNotice } from './LinkedInNotice';
import { SubscriptionBanner } from './SubscriptionBanner';

/** /team: the first-run checklist while setup is not done, subscription, LinkedIn notice and the LinkedIn account card. */
export const LinkedInAccountPage = () => (
  <Stack spacing={3} sx={{ maxWidth: 960 }}>
    <Typography variant="h4" component="h1">
      Team &amp; Subscription
    </Typography>
    <FirstRunChecklist />
    <SubscriptionBanner />
    <LinkedInNotice />
    <LinkedInAccountCard />
  </Stack>
);
