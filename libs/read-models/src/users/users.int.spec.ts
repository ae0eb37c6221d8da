import type { UserRegistered, UserRoleGranted, UserRoleRevoked, UserSignedOut } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { userRolesProjection } from './user-roles.projection';
import { usersProjection } from './users.projection';
import { findSession } from './users.queries';

const registered = (userId: string, timeZone?: string): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: `${userId}@example.com`,
    name: `User ${userId}`,
    provider: 'local',
    occurredAt: '2026-11-22T09:00:00.000Z',
    timeZone,
  },
});
const signedOut = (userId: string, tokenVersion: number, at: string): UserSignedOut => ({
  type: 'UserSignedOut',
  data: { userId, tokenVersion, occurredAt: at },
});
const granted = (userId: string): UserRoleGranted => ({
  type: 'UserRoleGranted',
  data: { userId, role: 'support', source: 'operator', occurredAt: '2026-11-22T11:00:00.000Z' },
});
const revoked = (userId: string): UserRoleRevoked => ({
  type: 'UserRoleRevoked',
  data: { userId, role: 'support', source: 'operator', occurredAt: '2026-11-22T12:00:00.000Z' },
});

describeWithPostgres('users read model', () => {
  const rm = readModelDatabase();

  it('registers a user once, with its zone, and keeps its last sign-out in the same batch', async () => {
    const events = [
      recorded('u-1', registered('u-1', 'Europe/Berlin')),
      recorded('u-1', signedOut('u-1', 1, '2026-11-22T10:00:00.000Z')),
      recorded('u-1', signedOut('u-1', 2, '2026-11-22T11:00:00.000Z')),
    ];
    await project(rm.db, usersProjection, events);
    // A replayed registration changes nothing.
    await project(rm.db, usersProjection, [
      recorded('u-1', { ...registered('u-1'), data: { ...registered('u-1').data, name: 'Renamed' } }),
    ]);

    const row = await rm.db.selectFrom('users').selectAll().where('id', '=', 'u-1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'u-1@example.com',
      name: 'User u-1',
      provider: 'local',
      time_zone: 'Europe/Berlin',
      token_version: 2,
      roles: ['user'],
    });
    expect(row.registered_at.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(await findSession(rm.db, 'u-1')).toEqual({ tokenVersion: 2, signedOutAt: '2026-11-22T11:00:00.000Z' });
  });

  it('reads a user without sign-out, or unknown, at token version 0', async () => {
    await project(rm.db, usersProjection, [recorded('u-2', registered('u-2'))]);
    expect(await findSession(rm.db, 'u-2')).toEqual({ tokenVersion: 0, signedOutAt: null });
    expect(await findSession(rm.db, 'nobody')).toEqual({ tokenVersion: 0, signedOutAt: null });
    const row = await rm.db.selectFrom('users').select('time_zone').where('id', '=', 'u-2').executeTakeFirstOrThrow();
    expect(row.time_zone).toBeNull();
  });

  it('folds granted and revoked roles onto the user row, ignoring users it does not know', async () => {
    await project(rm.db, usersProjection, [recorded('u-3', registered('u-3')), recorded('u-4', registered('u-4'))]);
    await project(rm.db, userRolesProjection, [
      recorded('u-3', granted('u-3')),
      recorded('u-4', granted('u-4')),
      recorded('u-4', revoked('u-4')),
      recorded('ghost', granted('ghost')),
    ]);

    const rows = await rm.db
      .selectFrom('users')
      .select(['id', 'roles'])
      .where('id', 'in', ['u-3', 'u-4', 'ghost'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'u-3', roles: ['user', 'support'] },
      { id: 'u-4', roles: ['user'] },
    ]);
  });
});
