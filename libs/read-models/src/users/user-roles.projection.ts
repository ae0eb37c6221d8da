import { evolveRoles, USER_ROLE_EVENT_TYPES, type Role, type RolesState, type UserRoleEvent } from '@outflow/domain';
import type { Projection } from '../projection';

/** The users' roles (`user` for everyone, `support` where granted), folded by the domain's evolveRoles onto the users rows. */
export const userRolesProjection: Projection<UserRoleEvent> = {
  name: 'user_roles',
  eventTypes: USER_ROLE_EVENT_TYPES,
  async apply(trx, events) {
    const ids = [...new Set(events.map((e) => e.data.userId))];
    const users = await trx.selectFrom('users').select(['id', 'roles']).where('id', 'in', ids).execute();
    const roles = new Map<string, RolesState>(users.map((u) => [u.id, { userId: u.id, roles: u.roles as Role[] }]));
    for (const event of events) {
      const { userId } = event.data;
      const state = roles.get(userId);
      if (state) roles.set(userId, evolveRoles(state, event));
    }
    for (const [userId, state] of roles)
      await trx
        .updateTable('users')
        .set({ roles: [...state.roles] })
        .where('id', '=', userId)
        .execute();
  },
};
