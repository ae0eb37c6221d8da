import type { RateLimitSettings, ScheduleSettings } from '@outflow/api-contract';
import { apiRequest } from './http-client';

export const fetchRateLimitSettings = () => apiRequest<RateLimitSettings>('/rate-limits/settings');

export const saveRateLimitSettings = (settings: RateLimitSettings) => apiRequest<RateLimitSettings>('/rate-limits/settings', { method: 'PUT', body: settings });

export const fetchScheduleSettings = () => apiRequest<ScheduleSettings>('/schedule/settings');

export const saveScheduleSettings = (settings: ScheduleSettings) => apiRequest<ScheduleSettings>('/schedule/settings', { method: 'PUT', body: settings });
