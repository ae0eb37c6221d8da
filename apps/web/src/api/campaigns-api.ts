import type { CampaignFromServer, CampaignRecord } from '../campaigns/campaign-record';
import { apiRequest } from './http-client';

export type ServerCampaignStatus = 'active' | 'paused' | 'completed' | 'failed';

export async function listCampaigns(): Promise<CampaignRecord[]> {
  const { campaigns } = await apiRequest<{ campaigns: CampaignFromServer[] }>('/campaigns');
  return campaigns.map((campaign) => ({ ...campaign, id: campaign._id }));
}

export async function deleteCampaign(id: string): Promise<void> {
  await apiRequest<unknown>(`/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const campaignsApi = {
  setCampaignStatus: async (id: string, status: ServerCampaignStatus) => ({
    data: await apiRequest<unknown>(`/campaigns/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: { status } }),
  }),
};
