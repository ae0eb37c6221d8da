import type { RateLimitSettings, ScheduleSettings } from '@outflow/api-contract';
import { apiRequest } from './http-client';

/** One sender's own settings (`?accountId=`), else the workspace's (every sender's defaults). */
const forSender = (path: string, accountId?: string) =>
  accountId ? `${path}?accountId=${encodeURIComponent(accountId)}` : path;

export const fetchRateLimitSettings = (accountId?: string) =>
  apiRequest<RateLimitSettings>(forSender('/rate-limits/settings', accountId), { accountCall: true });

export const saveRateLimitSettings = (settings: RateLimitSettings, accountId?: string) =>
  apiRequest<RateLimitSettings>(forSender('/rate-limits/settings', accountId), {
    method: 'PUT',
    body: settings,
    accountCall: true,
  });

export const fetchScheduleSettings = (accountId?: string) =>
  apiRequest<ScheduleSettings>(forSender('/schedule/settings', accountId), { accountCall: true });

export const saveScheduleSettings = (settings: ScheduleSettings, accountId?: string) =>
  apiRequest<ScheduleSettings>(forSender('/schedule/settings', accountId), {
    method: 'PUT',
    body: settings,
    accountCall: true,
  });
