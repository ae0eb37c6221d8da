import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OutflowDataProvider } from '../api/data-provider';
import { refreshLinkedInStatus } from '../hooks/useLinkedInStatus';

export const LINKEDIN_ACCOUNT_KEY = ['linkedin-accounts', 'with-profile'] as const;

/** The account with its profile (GET /linkedin-accounts/with-profile) for the /team card. */
export function useLinkedInAccount() {
  const dataProvider = useDataProvider<OutflowDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: LINKEDIN_ACCOUNT_KEY,
    queryFn: async () => (await dataProvider.getLinkedInAccount()).data,
    retry: false,
  });
  const refresh = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: LINKEDIN_ACCOUNT_KEY }), refreshLinkedInStatus(queryClient)]);
  };
  return { ...query, refresh };
}
