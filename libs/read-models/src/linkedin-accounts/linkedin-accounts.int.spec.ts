import {
  initialLinkedInAccountState,
  type LinkedInAccountConnected,
  type LinkedInAccountDisconnected,
  type LinkedInAccountProfileSynced,
} from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { linkedInAccountsProjection } from './linkedin-accounts.projection';
import { findLinkedInAccountState, findUserIdByLinkedInAccount } from './linkedin-accounts.queries';

const connected = (accountId: string): LinkedInAccountConnected => ({
  type: 'LinkedInAccountConnected',
  data: { accountId, occurredAt: '2026-11-22T09:00:00.000Z', reconnect: false },
});
const synced = (accountId: string): LinkedInAccountProfileSynced => ({
  type: 'LinkedInAccountProfileSynced',
  data: {
    accountId,
    fullName: 'Ada Lovelace',
    headline: null,
    profilePictureUrl: null,
    email: null,
    publicId: 'ada',
    providerId: 'prov-ada',
    occurredAt: '2026-11-22T09:05:00.000Z',
  },
});
const disconnected = (accountId: string): LinkedInAccountDisconnected => ({
  type: 'LinkedInAccountDisconnected',
  data: { accountId, reason: 'CREDENTIALS', occurredAt: '2026-11-22T10:00:00.000Z' },
});

describeWithPostgres('linkedin_accounts read model', () => {
  const rm = readModelDatabase();

  it("folds the user's account events with the domain evolve, batch after batch", async () => {
    await project(rm.db, linkedInAccountsProjection, [
      recorded('la-1', connected('acc-la1')),
      recorded('la-1', synced('acc-la1')),
    ]);
    expect(await findLinkedInAccountState(rm.db, 'la-1')).toMatchObject({
      connection: 'connected',
      accountId: 'acc-la1',
      connectedAt: '2026-11-22T09:00:00.000Z',
    });
    expect(await findUserIdByLinkedInAccount(rm.db, 'acc-la1')).toBe('la-1');

    await project(rm.db, linkedInAccountsProjection, [recorded('la-1', disconnected('acc-la1'))]);
    expect(await findLinkedInAccountState(rm.db, 'la-1')).toMatchObject({
      connection: 'disconnected',
      disconnectReason: 'CREDENTIALS',
      connectedAt: '2026-11-22T09:00:00.000Z',
    });
    const row = await rm.db
      .selectFrom('linkedin_accounts')
      .selectAll()
      .where('user_id', '=', 'la-1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: 'acc-la1', connection: 'disconnected' });
  });

  it('reads a user without an account as never connected', async () => {
    expect(await findLinkedInAccountState(rm.db, 'nobody')).toEqual(initialLinkedInAccountState);
    expect(await findUserIdByLinkedInAccount(rm.db, 'acc-unknown')).toBeUndefined();
  });
});
