import { DeciderSpecification } from '../testing/decider-specification';
import type { UserRegistered } from './registration';
import { rolesDecider, type RoleCommand } from './roles';

const now = new Date('2026-11-25T09:00:00Z');
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'ada@example.com', name: 'Ada', provider: 'local', occurredAt: now.toISOString() },
};
const grant = (role: string): RoleCommand => ({ type: 'GrantRole', data: { role, source: 'operator', now } });
const revoke = (role: string): RoleCommand => ({ type: 'RevokeRole', data: { role, source: 'operator', now } });
const spec = DeciderSpecification(rolesDecider);
const granted = {
  type: 'UserRoleGranted' as const,
  data: { userId: 'u1', role: 'support' as const, source: 'operator' as const, occurredAt: now.toISOString() },
};

describe('roles', () => {
  it('given a registered user, then they have the role user only', () => {
    expect(spec.given([registered]).state().roles).toEqual(['user']);
  });

  it('given a registered user, when an operator grants support, then UserRoleGranted is recorded and they have both roles', () => {
    expect(spec.given([registered]).when(grant('support')).then([granted]).state().roles).toEqual(['user', 'support']);
  });

  it('given a support user, when support is granted again, then nothing is recorded; when revoked, then UserRoleRevoked', () => {
    spec.given([registered, granted]).when(grant('support')).thenNothing();
    spec
      .given([registered, granted])
      .when(revoke('support'))
      .then([{ type: 'UserRoleRevoked', data: granted.data }]);
    spec.given([registered]).when(revoke('support')).thenNothing();
  });

  it('refuses the role user (everyone has it), unknown roles, and users that do not exist, naming the field', () => {
    spec.given([registered]).when(grant('user')).thenThrows({ code: 'INVALID_ROLE', field: 'role' });
    spec
      .given([registered])
      .when(grant('admin'))
      .thenThrows({ code: 'INVALID_ROLE', message: 'Unknown role "admin": the roles are support' });
    spec.given([]).when(grant('support')).thenThrows({ code: 'USER_NOT_FOUND' });
  });
});
