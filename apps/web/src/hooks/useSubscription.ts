import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentSubscription } from '@outflow/api-contract';
import { fetchSubscription } from '../api/subscriptions-api';
import { hasAuthToken } from '../api/session-storage';

export const SUBSCRIPTION_KEY = ['subscriptions', 'current'] as const;

/** The signed-in user's subscription (GET /subscriptions/current), shared by the guard and /team. */
export function useSubscription() {
  const queryClient = useQueryClient();
  const query = useQuery<CurrentSubscription>({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: async () => {
      const data = await fetchSubscription();
      if (!data || typeof data.has_subscription !== 'boolean') throw new Error('Invalid subscription data received');
      return data;
    },
    enabled: hasAuthToken(),
    retry: 1,
    // No subscription yet: the trial being started (or a checkout just paid) may not have reached the
    // read model when the page asked; look again every few seconds rather than keep the stale answer.
    refetchInterval: (q) => (q.state.data && q.state.data.has_subscription ? false : 5000),
  });
  return { ...query, refresh: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }) };
}
