import type { UserRegistered, UserSignedOut } from '@outflow/domain';
import type { Projection } from '../projection';

/** Who the users are (id, e-mail, name): the owner table of every other read model; and their token version. */
export const usersProjection: Projection = {
  name: 'users',
  eventTypes: ['UserRegistered', 'UserSignedOut'],
  async apply(trx, events) {
    const rows = events
      .filter((e) => e.type === 'UserRegistered')
      .map((e) => {
        const data = (e as unknown as UserRegistered).data;
        return { id: data.userId, email: data.email, name: data.name, provider: data.provider, registered_at: data.registeredAt, time_zone: data.timeZone ?? null };
      });
    if (rows.length > 0) await trx.insertInto('users').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
    // A sign-out always follows the registration, so the row is there (inserted above when in this batch).
    for (const event of events) {
      if (event.type !== 'UserSignedOut') continue;
      const { userId, tokenVersion, at } = (event as unknown as UserSignedOut).data;
      await trx.updateTable('users').set({ token_version: tokenVersion, signed_out_at: at }).where('id', '=', userId).execute();
    }
  },
};
