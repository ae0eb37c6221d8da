import { apiRequest } from './http-client';

/** The early status view (GET /linkedin-accounts). */
export interface LinkedInAccountStatus {
  accountId: string;
  status: string;
  isActive: boolean;
}

export interface LinkedInStatusResponse {
  success: boolean;
  account: LinkedInAccountStatus | null;
}

export interface LinkedInAccountProfile extends LinkedInAccountStatus {
  profilePictureUrl?: string | null;
  fullName?: string | null;
  headline?: string | null;
  lastUpdated?: string | null;
  email?: string | null;
}

export interface LinkedInAccountResponse {
  success: boolean;
  account: LinkedInAccountProfile | null;
  message?: string;
  errorCode?: string;
}

export interface HostedAuthResponse {
  success: boolean;
  authLink: string;
  isReconnect: boolean;
  message?: string;
  error?: string;
}

export const linkedInAccountsApi = {
  getLinkedInStatus: async () => ({ data: await apiRequest<LinkedInStatusResponse>('/linkedin-accounts') }),
  getLinkedInAccount: async () => ({ data: await apiRequest<LinkedInAccountResponse>('/linkedin-accounts/with-profile') }),
  createHostedAuthLink: async (redirectUrl: string) => ({
    data: await apiRequest<HostedAuthResponse>('/linkedin-accounts/hosted-auth', { method: 'POST', body: { redirectUrl } }),
  }),
  completeLinkedInConnection: async (accountId: string) => ({
    data: await apiRequest<unknown>('/linkedin-accounts/callback', { method: 'POST', body: { accountId } }),
  }),
  disconnectLinkedIn: async () => ({
    data: await apiRequest<unknown>('/linkedin-accounts/disconnect', { method: 'DELETE' }),
  }),
};
