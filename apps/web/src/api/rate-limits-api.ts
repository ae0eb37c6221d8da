import type { RateLimitSettings, ScheduleSettings } from '@outflow/domain';
import { apiRequest } from './http-client';

export const rateLimitsApi = {
  getRateLimitSettings: async () => ({ data: await apiRequest<RateLimitSettings>('/rate-limits/settings') }),
  saveRateLimitSettings: async (settings: RateLimitSettings) => ({
    data: await apiRequest<RateLimitSettings>('/rate-limits/settings', { method: 'PUT', body: settings }),
  }),
  getScheduleSettings: async () => ({ data: await apiRequest<ScheduleSettings>('/schedule/settings') }),
  saveScheduleSettings: async (settings: ScheduleSettings) => ({
    data: await apiRequest<ScheduleSettings>('/schedule/settings', { method: 'PUT', body: settings }),
  }),
};
