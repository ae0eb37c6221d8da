import type { UserRegistered } from '@outflow/domain';
import type { Projection } from '../projection';

/** Who the users are (id, e-mail, name): the owner table of every other read model. */
export const usersProjection: Projection = {
  name: 'users',
  eventTypes: ['UserRegistered'],
  async apply(trx, events) {
    const rows = events.map((e) => {
      const data = (e as unknown as UserRegistered).data;
      return { id: data.userId, email: data.email, name: data.name, provider: data.provider, registered_at: data.registeredAt, time_zone: data.timeZone ?? null };
    });
    if (rows.length === 0) return;
    await trx.insertInto('users').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
  },
};
