import type { RateLimitSettings } from '@outflow/domain';
import { apiRequest } from './http-client';

export const rateLimitsApi = {
  getRateLimitSettings: async () => ({ data: await apiRequest<RateLimitSettings>('/rate-limits/settings') }),
  saveRateLimitSettings: async (settings: RateLimitSettings) => ({
    data: await apiRequest<RateLimitSettings>('/rate-limits/settings', { method: 'PUT', body: settings }),
  }),
};
