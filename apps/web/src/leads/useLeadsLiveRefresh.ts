import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../realtime';
import { LEADS_KEY } from './leads-api';

/** lead:update (spec 01 §4 "Live updates"): a lead was enriched or moved on, so the leads queries refetch. */
export function useLeadsLiveRefresh(): void {
  const queryClient = useQueryClient();
  useSocketEvent('lead:update', () => void queryClient.invalidateQueries({ queryKey: LEADS_KEY }));
}
