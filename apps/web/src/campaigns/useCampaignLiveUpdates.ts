import { useQueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import { useSocketEvent } from '../realtime';
import type { CampaignListItem } from '@outflow/api-contract';
import type { CampaignRecord } from './campaign-record';
import { applyCampaignUpdate, campaignListFromUpdate, type SocketCampaign } from './campaign-live-updates';

/** react-admin's cache of the campaign list, whatever its parameters. */
const LIST_KEY = ['campaigns', 'getList'];

/** Applies the server's pushes to the campaign list in react-admin's cache, between its 10 s reloads. */
export function useCampaignLiveUpdates(): void {
  const queryClient = useQueryClient();

  const update = async (change: (records: CampaignRecord[]) => CampaignRecord[]) => {
    // A reload started before the change would land after it and bring the old figures back. A
    // first load is left alone: cancelling it would leave the page loading until the next reload.
    await queryClient.cancelQueries({ queryKey: LIST_KEY, predicate: (query) => query.state.data !== undefined });
    queryClient.setQueriesData<GetListResult<CampaignRecord>>({ queryKey: LIST_KEY }, (old) => {
      if (!old) return old;
      const data = change(old.data);
      return data === old.data ? old : { ...old, data, total: data.length };
    });
  };

  useSocketEvent<{ campaign?: SocketCampaign }>('campaign:update', ({ campaign }) => {
    if (campaign?._id) void update((records) => applyCampaignUpdate(records, campaign));
  });
  useSocketEvent<{ campaigns?: CampaignListItem[] }>('campaign:list-update', ({ campaigns }) => {
    if (Array.isArray(campaigns)) void update(() => campaignListFromUpdate(campaigns));
  });
}
