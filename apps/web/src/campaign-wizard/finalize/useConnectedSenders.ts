import { useQuery } from '@tanstack/react-query';
import { fetchLinkedInStatus } from '../../api/linkedin-accounts-api';

/** The workspace's connected senders, in the API's order (its first is the default sender). */
export function useConnectedSenders() {
  const status = useQuery({
    queryKey: ['linkedin-accounts', 'wizard-senders'],
    queryFn: fetchLinkedInStatus,
    retry: false,
  });
  return (status.data?.senders ?? []).filter((s) => s.status === 'connected');
}
