export interface SubscriptionTable {
  user_id: string;
  plan: string | null;
  status: string | null;
  trial_end_date: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
}
