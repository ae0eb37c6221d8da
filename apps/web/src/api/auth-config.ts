import { apiRequest } from './http-client';

/** How users sign in, as GET /api/auth/config says: our own pages, or an external OIDC provider. */
export type AuthConfig =
  | { mode: 'local' }
  | { mode: 'oidc'; issuer: string; clientId: string; audience?: string; scope?: string };

export type OidcAuthConfig = Extract<AuthConfig, { mode: 'oidc' }>;

export function fetchAuthConfig(): Promise<AuthConfig> {
  return apiRequest<AuthConfig>('/auth/config');
}
