import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../realtime';
import { campaignPageKey, type CampaignSource } from './campaign-page-api';

/**
 * campaign:update and lead:update for this campaign refetch the live page (its figures, table,
 * counts and timeline). A replayed point does not move: the past does not change.
 */
export function useCampaignLiveUpdates(source: CampaignSource, live: boolean): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: campaignPageKey(source) });
  useSocketEvent<{ campaign?: { _id?: string } }>('campaign:update', (payload) => {
    if (live && payload?.campaign?._id === source.campaignId) refresh();
  });
  useSocketEvent<{ campaignId?: string; leadId?: string }>('lead:update', (payload) => {
    if (!live) return;
    if (payload?.campaignId === source.campaignId || payload?.leadId?.startsWith(`${source.campaignId}_`)) refresh();
  });
}
