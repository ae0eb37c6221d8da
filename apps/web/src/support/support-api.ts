import type { CampaignList, CampaignListItem, FoundUser, FoundUsers, UserAccount } from '@outflow/api-contract';
import { apiRequest } from '../api/http-client';

/** The support console's reads (support staff only; each is recorded on the user's access log). */

const user = (userId: string) => `/support/users/${encodeURIComponent(userId)}`;

export const findUsers = async (text: string): Promise<FoundUser[]> =>
  (await apiRequest<FoundUsers>(`/support/users?q=${encodeURIComponent(text)}`)).users;

export const fetchUserAccount = (userId: string): Promise<UserAccount> => apiRequest<UserAccount>(user(userId));

export const fetchUserCampaigns = async (userId: string): Promise<CampaignListItem[]> =>
  (await apiRequest<CampaignList>(`${user(userId)}/campaigns`)).campaigns;
