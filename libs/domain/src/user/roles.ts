import { eventTypesOf, evolveByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import type { Command, DomainEvent } from '../events/event';
import type { UserRegistered } from './registration';

/**
 * What a person may do. Every registered user has `user` (their own account); `support` reads
 * any user's account and campaigns, never changes anything, and every read is recorded.
 */
export type Role = 'user' | 'support';

export const ROLES: readonly Role[] = ['user', 'support'];

/** Roles an operator (or the OIDC provider's claim) grants and revokes; `user` comes with registration. */
export type GrantableRole = Exclude<Role, 'user'>;

const GRANTABLE_ROLES: readonly GrantableRole[] = ['support'];

/** Who granted it: an operator's command line, or the OIDC provider's roles claim seen at sign-in. */
export type RoleSource = 'operator' | 'oidc-claim';

export type UserRoleGranted = DomainEvent<
  'UserRoleGranted',
  { userId: string; role: GrantableRole; source: RoleSource; occurredAt: string }
>;
export type UserRoleRevoked = DomainEvent<
  'UserRoleRevoked',
  { userId: string; role: GrantableRole; source: RoleSource; occurredAt: string }
>;
export type UserRoleEvent = UserRoleGranted | UserRoleRevoked;

export const USER_ROLE_EVENT_TYPES = eventTypesOf({
  UserRoleGranted: true,
  UserRoleRevoked: true,
} satisfies Record<UserRoleEvent['type'], true>);

export type GrantRole = Command<'GrantRole', { role: string; source: RoleSource; now: Date }>;
export type RevokeRole = Command<'RevokeRole', { role: string; source: RoleSource; now: Date }>;
export type RoleCommand = GrantRole | RevokeRole;

export interface RolesState {
  readonly userId: string | null;
  readonly roles: readonly Role[];
}

export const isGrantableRole = (role: unknown): role is GrantableRole =>
  GRANTABLE_ROLES.includes(role as GrantableRole);

function grantable(role: string): GrantableRole {
  if (role === 'user')
    throw new DomainError('Every user has the role user; it is neither granted nor revoked', 'INVALID_ROLE', 'role');
  if (!isGrantableRole(role))
    throw new DomainError(
      `Unknown role "${role.slice(0, 40)}": the roles are ${GRANTABLE_ROLES.join(', ')}`,
      'INVALID_ROLE',
      'role',
    );
  return role;
}

/** Roles live on the user's stream: a grant or revoke that changes nothing records nothing. */
function decideRoles(command: RoleCommand, state: RolesState): UserRoleEvent[] {
  const role = grantable(command.data.role);
  if (!state.userId) throw new DomainError('No such user', 'USER_NOT_FOUND', 'userId');
  const data = { userId: state.userId, role, source: command.data.source, occurredAt: command.data.now.toISOString() };
  const has = state.roles.includes(role);
  if (command.type === 'GrantRole') return has ? [] : [{ type: 'UserRoleGranted', data }];
  return has ? [{ type: 'UserRoleRevoked', data }] : [];
}

export const evolveRoles = evolveByType<RolesState, UserRegistered | UserRoleEvent>({
  UserRegistered: (state, { data }) => ({
    userId: data.userId,
    roles: state.roles.includes('user') ? state.roles : ['user', ...state.roles],
  }),
  UserRoleGranted: (state, { data: { role } }) =>
    state.roles.includes(role) ? state : { ...state, roles: [...state.roles, role] },
  UserRoleRevoked: (state, { data: { role } }) => ({ ...state, roles: state.roles.filter((r) => r !== role) }),
});

export const rolesDecider: Decider<RolesState, RoleCommand, UserRoleEvent> = {
  initialState: () => ({ userId: null, roles: [] }),
  decide: decideRoles,
  evolve: evolveRoles,
};
