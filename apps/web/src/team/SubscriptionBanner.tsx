import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Skeleton, Typography } from '@mui/material';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useSubscription } from '../hooks/useSubscription';
import { useTrialStarting } from '../hooks/useTrialAutoStart';
import { subscriptionView, trialDaysLeftText } from './subscription-view';
import { useBillingRedirects } from './useBillingRedirects';
import { useCheckoutReturn } from './useCheckoutReturn';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const BannerCard = ({ title, text, action, tone }: { title: string; text: ReactNode; action?: ReactNode; tone: 'primary' | 'success' | 'warning' }) => (
  <Card variant="outlined" sx={{ borderLeft: 4, borderLeftColor: `${tone}.main` }}>
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
      <WorkspacePremiumIcon sx={{ color: `${tone}.main` }} />
      <Box sx={{ flexGrow: 1, minWidth: 200 }}>
        <Typography variant="subtitle1" fontWeight={600}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
      {action}
    </CardContent>
  </Card>
);

/** Trial days left, renewal, or an inactive subscription, with the matching billing action. */
export const SubscriptionBanner = () => {
  const subscription = useSubscription();
  const starting = useTrialStarting();
  const billing = useBillingRedirects();
  useCheckoutReturn();

  if (subscription.isPending) return <Skeleton variant="rounded" height={76} />;
  if (subscription.isError) {
    const invalid = subscription.error instanceof Error && subscription.error.message === 'Invalid subscription data received';
    return <Alert severity="error">{invalid ? 'Invalid subscription data received' : 'Failed to load subscription status'}</Alert>;
  }
  if (starting || (subscription.data.has_subscription === false && subscription.isFetching)) {
    return <BannerCard tone="primary" title="Free trial" text="Starting your 7-day free trial..." action={<CircularProgress size={24} />} />;
  }

  const view = subscriptionView(subscription.data, new Date());
  const button = (label: string, onClick: () => void) => (
    <Button variant="contained" onClick={onClick} disabled={billing.pending}>
      {label}
    </Button>
  );
  switch (view.kind) {
    case 'trialing':
      return <BannerCard tone="primary" title="Free trial" text={trialDaysLeftText(view.daysLeft)} action={button('Upgrade Now', billing.checkout)} />;
    case 'active':
      return (
        <BannerCard
          tone="success"
          title="Subscription active"
          text={view.cancelsAtPeriodEnd ? 'Cancels at period end' : view.renewsOn ? `Renews on ${dateFormat.format(view.renewsOn)}` : 'Active'}
          action={button('Manage Subscription', billing.openPortal)}
        />
      );
    default:
      return (
        <BannerCard
          tone="warning"
          title="Subscription Inactive"
          text="Subscribe to keep running campaigns and using Outflow's features."
          action={button('Reactivate', billing.checkout)}
        />
      );
  }
};
