import { Stack, Typography } from '@mui/material';
import { LinkedInAccountCard } from './LinkedInAccountCard';
import { LinkedInNotice } from './LinkedInNotice';
import { SubscriptionBanner } from './SubscriptionBanner';

/** /team: subscription, LinkedIn notice and the LinkedIn account card. */
export const TeamPage = () => (
  <Stack spacing={3} sx={{ maxWidth: 960 }}>
    <Typography variant="h4" component="h1">
      Team &amp; Subscription
    </Typography>
    <SubscriptionBanner />
    <LinkedInNotice />
    <LinkedInAccountCard />
  </Stack>
);
