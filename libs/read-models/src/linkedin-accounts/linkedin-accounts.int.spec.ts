import {
  initialLinkedInAccountState,
  linkedInAccountStream,
  userStream,
  type LinkedInAccountConnected,
  type LinkedInAccountDisconnected,
  type LinkedInAccountProfileSynced,
  type LinkedInAccountRemoved,
} from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { linkedInAccountsProjection } from './linkedin-accounts.projection';
import {
  findLinkedInAccountState,
  findSender,
  findSenders,
  findUserIdByLinkedInAccount,
} from './linkedin-accounts.queries';

/** As recorded on the owner's user stream before senders had their own: no owner in the data. */
const legacyConnected = (accountId: string, at = '2026-11-22T09:00:00.000Z'): LinkedInAccountConnected => ({
  type: 'LinkedInAccountConnected',
  data: { accountId, occurredAt: at, reconnect: false },
});
const connected = (accountId: string, ownerId: string, at: string): LinkedInAccountConnected => ({
  type: 'LinkedInAccountConnected',
  data: { accountId, occurredAt: at, reconnect: false, ownerId },
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
const removed = (accountId: string): LinkedInAccountRemoved => ({
  type: 'LinkedInAccountRemoved',
  data: { accountId, occurredAt: '2026-11-22T11:00:00.000Z' },
});

describeWithPostgres('linkedin_accounts read model (one row per sender)', () => {
  const rm = readModelDatabase();

  it("folds a sender's events from its owner's stream with the domain evolve, batch after batch", async () => {
    const stream = { streamId: userStream('la-1') };
    await project(rm.db, linkedInAccountsProjection, [
      recorded('la-1', legacyConnected('acc-la1'), stream),
      recorded('la-1', synced('acc-la1'), stream),
    ]);
    expect(await findLinkedInAccountState(rm.db, 'la-1')).toMatchObject({
      connection: 'connected',
      accountId: 'acc-la1',
      ownerId: 'la-1',
      connectedAt: '2026-11-22T09:00:00.000Z',
    });
    expect(await findUserIdByLinkedInAccount(rm.db, 'acc-la1')).toBe('la-1');

    await project(rm.db, linkedInAccountsProjection, [recorded('la-1', disconnected('acc-la1'), stream)]);
    expect(await findLinkedInAccountState(rm.db, 'la-1')).toMatchObject({
      connection: 'disconnected',
      disconnectReason: 'CREDENTIALS',
      connectedAt: '2026-11-22T09:00:00.000Z',
    });
    const row = await rm.db
      .selectFrom('linkedin_accounts')
      .selectAll()
      .where('account_id', '=', 'acc-la1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: 'la-1', connection: 'disconnected' });
  });

  it('keeps a row per sender of a workspace, its old sender and a new one on its own stream, until one is removed', async () => {
    await project(rm.db, linkedInAccountsProjection, [
      recorded('ws-2', legacyConnected('acc-old', '2026-11-20T09:00:00.000Z'), { streamId: userStream('ws-2') }),
      recorded('ws-2', disconnected('acc-old'), { streamId: userStream('ws-2') }),
    ]);
    await project(rm.db, linkedInAccountsProjection, [
      recorded('ws-2', connected('acc-new', 'ws-2', '2026-11-22T09:00:00.000Z'), {
        streamId: linkedInAccountStream('acc-new'),
      }),
      recorded('ws-2', synced('acc-new'), { streamId: linkedInAccountStream('acc-new') }),
    ]);
    const senders = await findSenders(rm.db, 'ws-2');
    // Connected ones first: the workspace's first sender is the one that works.
    expect(senders.map((s) => [s.accountId, s.connection])).toEqual([
      ['acc-new', 'connected'],
      ['acc-old', 'disconnected'],
    ]);
    expect((await findLinkedInAccountState(rm.db, 'ws-2')).accountId).toBe('acc-new');
    expect((await findSender(rm.db, 'ws-2', 'acc-old')).connection).toBe('disconnected');
    expect(await findSender(rm.db, 'other-ws', 'acc-old')).toEqual(initialLinkedInAccountState);

    await project(rm.db, linkedInAccountsProjection, [
      recorded('ws-2', removed('acc-old'), { streamId: linkedInAccountStream('acc-old') }),
    ]);
    expect((await findSenders(rm.db, 'ws-2')).map((s) => s.accountId)).toEqual(['acc-new']);
    expect(await findUserIdByLinkedInAccount(rm.db, 'acc-old')).toBeUndefined();
  });

  it('reads a workspace without a sender as never connected', async () => {
    expect(await findLinkedInAccountState(rm.db, 'nobody')).toEqual(initialLinkedInAccountState);
    expect(await findSenders(rm.db, 'nobody')).toEqual([]);
    expect(await findUserIdByLinkedInAccount(rm.db, 'acc-unknown')).toBeUndefined();
  });
});
