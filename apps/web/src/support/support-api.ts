import type { LinkedInAccountState, RateLimitSettings, ScheduleSettings, StatusReason } from '@outflow/domain';
import { apiRequest } from '../api/http-client';
import type { CampaignFromServer } from '../campaigns/campaign-record';
import type { SubscriptionResponse } from '../api/subscriptions-api';

/** The support console's reads (support staff only; each is recorded on the user's access log). */

export interface FoundUser {
  id: string;
  email: string;
  name: string;
  roles: string[];
  registeredAt: string;
}

export interface UserAccount {
  user: FoundUser;
  subscription: SubscriptionResponse;
  linkedIn: { state: LinkedInAccountState; history: Array<{ type: string; at: string; summary: string; actor: string }> };
  statusReason: StatusReason | null;
  holds: Array<{ code: string; reason: string; until: string | null; since: string }>;
  limits: RateLimitSettings;
  usage: { day: string; total: number; limits: { effective: Record<string, number> } } & Record<string, unknown>;
  schedule: ScheduleSettings;
}

const user = (userId: string) => `/support/users/${encodeURIComponent(userId)}`;

export const findUsers = async (text: string): Promise<FoundUser[]> => (await apiRequest<{ users: FoundUser[] }>(`/support/users?q=${encodeURIComponent(text)}`)).users;

export const fetchUserAccount = (userId: string): Promise<UserAccount> => apiRequest<UserAccount>(user(userId));

export const fetchUserCampaigns = async (userId: string): Promise<CampaignFromServer[]> => (await apiRequest<{ campaigns: CampaignFromServer[] }>(`${user(userId)}/campaigns`)).campaigns;
