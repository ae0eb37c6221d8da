import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../realtime';
import { connectionStatsKey } from './dashboard-api';

/**
 * The Connections card follows what happens: on `connections:update` (an invitation sent by a
 * campaign, one accepted, seen by the projector; the server forgot its cached figures first) the
 * figures are read again, besides the 5-minute refresh.
 */
export function useConnectionStatsLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent('connections:update', () => void queryClient.invalidateQueries({ queryKey: connectionStatsKey }));
}
