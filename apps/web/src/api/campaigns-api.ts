import type { CampaignAnswer, CampaignList, CampaignStatusChange, Done } from '@outflow/api-contract';
import type { CampaignRecord } from '../campaigns/campaign-record';
import { apiRequest } from './http-client';

/** GET /campaigns, each with react-admin's id (the list, the leads filter and the first-run checklist read it). */
export async function listCampaigns(): Promise<CampaignRecord[]> {
  const { campaigns } = await apiRequest<CampaignList>('/campaigns');
  return campaigns.map((campaign) => ({ ...campaign, id: campaign._id }));
}

export async function deleteCampaign(id: string): Promise<void> {
  await apiRequest<Done>(`/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function setCampaignStatus(
  id: string,
  status: CampaignStatusChange,
  idempotencyKey?: string,
): Promise<CampaignAnswer> {
  return apiRequest<CampaignAnswer>(`/campaigns/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
    accountCall: true,
    idempotencyKey,
  });
}
