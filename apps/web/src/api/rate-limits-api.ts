import type { RateLimitSettings, ScheduleSettings } from '@outflow/api-contract';
import { apiRequest } from './http-client';

export const fetchRateLimitSettings = () =>
  apiRequest<RateLimitSettings>('/rate-limits/settings', { accountCall: true });

export const saveRateLimitSettings = (settings: RateLimitSettings) =>
  apiRequest<RateLimitSettings>('/rate-limits/settings', { method: 'PUT', body: settings, accountCall: true });

export const fetchScheduleSettings = () => apiRequest<ScheduleSettings>('/schedule/settings', { accountCall: true });

export const saveScheduleSettings = (settings: ScheduleSettings) =>
  apiRequest<ScheduleSettings>('/schedule/settings', { method: 'PUT', body: settings, accountCall: true });
