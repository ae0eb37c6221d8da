import type { Me } from '@outflow/api-contract';
import { apiRequest } from './http-client';

/** The signed-in user with their roles (GET /api/auth/me). */
export const fetchMe = () => apiRequest<Me>('/auth/me');
