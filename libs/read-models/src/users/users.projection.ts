import type { UserRegistered, UserSignedOut } from '@outflow/domain';
import type { Projection } from '../projection';

/** Who the users are (id, e-mail, name): the owner table of every other read model; and their token version. */
export const usersProjection: Projection<UserRegistered | UserSignedOut> = {
  name: 'users',
  eventTypes: ['UserRegistered', 'UserSignedOut'],
  async apply(trx, events) {
    const rows = events.flatMap((e) =>
      e.type === 'UserRegistered'
        ? [
            {
              id: e.data.userId,
              email: e.data.email,
              name: e.data.name,
              provider: e.data.provider,
              registered_at: e.data.occurredAt,
              time_zone: e.data.timeZone ?? null,
            },
          ]
        : [],
    );
    if (rows.length > 0)
      await trx
        .insertInto('users')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    // A sign-out always follows the registration, so the row is there (inserted above when in this batch).
    for (const event of events) {
      if (event.type !== 'UserSignedOut') continue;
      const { userId, tokenVersion, occurredAt: at } = event.data;
      await trx
        .updateTable('users')
        .set({ token_version: tokenVersion, signed_out_at: at })
        .where('id', '=', userId)
        .execute();
    }
  },
};
