import { useQuery } from '@tanstack/react-query';
import { fetchMe } from '../api/me-api';
import { hasAuthToken } from '../api/session-storage';

/**
 * The signed-in user's roles (GET /api/auth/me): `user`, and `support` for support staff.
 * `loading` while they are asked for (a failed answer counts as no support role).
 */
export function useRoles(): { roles: readonly string[] | undefined; isSupport: boolean; loading: boolean } {
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: fetchMe, enabled: hasAuthToken(), staleTime: 60_000 });
  const roles = me.data?.roles;
  return { roles, isSupport: roles?.includes('support') ?? false, loading: me.isLoading };
}
