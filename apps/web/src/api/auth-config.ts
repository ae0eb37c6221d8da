import type { AuthConfig } from '@outflow/api-contract';
import { apiRequest } from './http-client';

export type OidcAuthConfig = Extract<AuthConfig, { mode: 'oidc' }>;

export function fetchAuthConfig(): Promise<AuthConfig> {
  return apiRequest<AuthConfig>('/auth/config');
}
