import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useServerNow } from '../hooks/useServerNow';
import { useSubscription } from '../hooks/useSubscription';
import { useTrialStarting } from '../hooks/useTrialAutoStart';
import { subscriptionView, trialDaysLeftText } from './subscription-view';
import { useBillingRedirects } from './useBillingRedirects';
import { useCheckoutReturn } from './useCheckoutReturn';
import { formatDate } from '../layout/dates';
import { useWorkspaces } from '../workspaces/useWorkspaces';

const BannerCard = ({
  title,
  text,
  action,
  tone,
}: {
  title: string;
  text: ReactNode;
  action?: ReactNode;
  tone: 'primary' | 'success' | 'warning';
}) => (
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

/**
 * Without Stripe keys nothing can be paid here: said up front, in an end user's words. The
 * operator's command (`npm run billing -- grant <email> <days>`) is in the README and the server's
 * log, where the person who runs Outflow reads it.
 */
const BillingNotConfigured = () => (
  <Alert severity="info" variant="outlined" data-testid="billing-not-configured">
    There is nothing to pay here. Ask the person who runs this Outflow to extend your access.
  </Alert>
);

/**
 * Trial days left, renewal, or an inactive subscription, with the matching billing action (when
 * this server takes payments, and for the workspace's owners only: the others read it).
 */
export const SubscriptionBanner = () => {
  const subscription = useSubscription();
  const serverNow = useServerNow();
  const starting = useTrialStarting();
  const billing = useBillingRedirects();
  // The subscription is the workspace's: only an owner pays or manages it (the server refuses others).
  const role = useWorkspaces().current?.role;
  useCheckoutReturn();

  if (subscription.isPending) return <Skeleton variant="rounded" height={76} />;
  if (subscription.isError) {
    const invalid =
      subscription.error instanceof Error && subscription.error.message === 'Invalid subscription data received';
    return (
      <Alert severity="error">
        {invalid ? 'Invalid subscription data received' : 'Failed to load subscription status'}
      </Alert>
    );
  }
  if (starting || (subscription.data.has_subscription === false && subscription.isFetching)) {
    return (
      <BannerCard
        tone="primary"
        title="Free trial"
        text="Starting your 7-day free trial..."
        action={<CircularProgress size={24} />}
      />
    );
  }

  // Days left by the server's clock: the browser's may differ (a sped-up sandbox clock, a wrong PC clock).
  const view = subscriptionView(subscription.data, serverNow());
  const payable = subscription.data.billing?.configured !== false;
  const button = (label: string, onClick: () => Promise<void> | void) =>
    payable && role === 'owner' ? (
      <Button variant="contained" onClick={onClick} disabled={billing.pending}>
        {label}
      </Button>
    ) : undefined;
  let banner;
  switch (view.kind) {
    case 'trialing':
      banner = (
        <BannerCard
          tone="primary"
          title="Free trial"
          text={trialDaysLeftText(view.daysLeft)}
          action={button('Upgrade Now', billing.checkout)}
        />
      );
      break;
    case 'active':
      banner = (
        <BannerCard
          tone="success"
          title="Subscription active"
          text={
            view.cancelsAtPeriodEnd
              ? 'Cancels at period end'
              : view.renewsOn
                ? `${payable ? 'Renews on' : 'Active until'} ${formatDate(view.renewsOn)}`
                : 'Active'
          }
          action={button('Manage Subscription', billing.openPortal)}
        />
      );
      break;
    default:
      banner = (
        <BannerCard
          tone="warning"
          title="Subscription Inactive"
          text={
            payable
              ? "Subscribe to keep running campaigns and using Outflow's features."
              : "A paid period is needed to keep running campaigns and using Outflow's features."
          }
          action={button('Reactivate', billing.checkout)}
        />
      );
  }
  return payable ? (
    banner
  ) : (
    <Stack spacing={1.5}>
      {banner}
      <BillingNotConfigured />
    </Stack>
  );
};
