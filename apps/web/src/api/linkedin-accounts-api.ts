import type {
  HostedAuthLinkAnswer,
  LinkedInAccountAnswer,
  LinkedInDisconnected,
  LinkedInStatus,
} from '@outflow/api-contract';
import { apiRequest } from './http-client';

/** The early status view (GET /linkedin-accounts): the sidebar, the access guard and /team share it. */
export const fetchLinkedInStatus = () => apiRequest<LinkedInStatus>('/linkedin-accounts', { accountCall: true });

/** The account with its profile, for the /team card. */
export const fetchLinkedInAccount = () =>
  apiRequest<LinkedInAccountAnswer>('/linkedin-accounts/with-profile', { accountCall: true });

/** A hosted sign-in link: for a new sender, or to reconnect the sender named. */
export const createHostedAuthLink = (redirectUrl: string, accountId?: string) =>
  apiRequest<HostedAuthLinkAnswer>('/linkedin-accounts/hosted-auth', {
    method: 'POST',
    body: accountId ? { redirectUrl, accountId } : { redirectUrl },
    accountCall: true,
  });

export const completeLinkedInConnection = (accountId: string) =>
  apiRequest<LinkedInAccountAnswer>('/linkedin-accounts/callback', {
    method: 'POST',
    body: { accountId },
    accountCall: true,
  });

export const disconnectLinkedIn = () =>
  apiRequest<LinkedInDisconnected>('/linkedin-accounts/disconnect', { method: 'DELETE', accountCall: true });

/** Removes one sender of the workspace, by its account id (admins and owners). */
export const removeSender = (accountId: string) =>
  apiRequest<LinkedInDisconnected>(`/linkedin-accounts/${encodeURIComponent(accountId)}`, {
    method: 'DELETE',
    accountCall: true,
  });
