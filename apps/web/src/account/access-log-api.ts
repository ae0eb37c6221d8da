import type { AccessLogPage } from '@outflow/api-contract';
import { apiRequest } from '../api/http-client';

/** Who from support read the user's data (GET /api/access-log), newest first. */
export const fetchAccessLog = () => apiRequest<AccessLogPage>('/access-log?perPage=100');

export const ACCESS_LOG_KEY = ['access-log'] as const;
