import type { AccountHoldEnded, AccountHoldStarted } from '@outflow/domain';
import { describeWithPostgres } from '@outflow/testing';
import { project, readModelDatabase, recorded } from '../testing/read-model-spec';
import { accountHoldsProjection } from './account-holds.projection';
import { findAccountHolds } from './account-holds.queries';

const started = (
  code: 'account-restricted' | 'weekly-cap',
  reason: string,
  at: string,
  until: string | null = null,
): AccountHoldStarted => ({
  type: 'AccountHoldStarted',
  data: { accountId: 'acc-1', code, reason, until, occurredAt: at },
});
const ended = (code: 'account-restricted' | 'weekly-cap'): AccountHoldEnded => ({
  type: 'AccountHoldEnded',
  data: { accountId: 'acc-1', code, occurredAt: '2026-11-22T12:00:00.000Z' },
});

describeWithPostgres('account_holds read model', () => {
  const rm = readModelDatabase();

  it('keeps one row per hold, replaced by a newer start and removed by its end', async () => {
    await project(rm.db, accountHoldsProjection, [
      recorded(
        'ah-1',
        started('weekly-cap', 'Weekly cap reached', '2026-11-22T09:00:00.000Z', '2026-11-29T00:00:00.000Z'),
      ),
      recorded('ah-1', started('account-restricted', 'Restricted', '2026-11-22T10:00:00.000Z')),
      recorded('ah-1', started('account-restricted', 'Restricted again', '2026-11-22T11:00:00.000Z')),
    ]);
    const holds = await findAccountHolds(rm.db, 'ah-1');
    expect(holds.map((h) => [h.code, h.reason, h.since.toISOString(), h.until?.toISOString() ?? null]).sort()).toEqual([
      ['account-restricted', 'Restricted again', '2026-11-22T11:00:00.000Z', null],
      ['weekly-cap', 'Weekly cap reached', '2026-11-22T09:00:00.000Z', '2026-11-29T00:00:00.000Z'],
    ]);

    await project(rm.db, accountHoldsProjection, [recorded('ah-1', ended('account-restricted'))]);
    expect((await findAccountHolds(rm.db, 'ah-1')).map((h) => h.code)).toEqual(['weekly-cap']);
    expect(await findAccountHolds(rm.db, 'nobody')).toEqual([]);
  });

  it("keeps each sender's hold of one kind apart, and ends only the sender's own", async () => {
    const of = (accountId: string, e: AccountHoldStarted | AccountHoldEnded) => ({
      ...e,
      data: { ...e.data, accountId },
    });
    const daily = started('weekly-cap', 'Cap reached', '2026-11-22T09:00:00.000Z', '2026-11-29T00:00:00.000Z');
    await project(rm.db, accountHoldsProjection, [
      recorded('ah-2', of('sender-a', daily)),
      recorded('ah-2', of('sender-b', { ...daily, data: { ...daily.data, reason: 'B cap reached' } })),
      recorded('ah-2', of('sender-b', started('account-restricted', 'B restricted', '2026-11-22T10:00:00.000Z'))),
    ]);
    const rows = async () => (await findAccountHolds(rm.db, 'ah-2')).map((h) => [h.accountId, h.code, h.reason]).sort();
    expect(await rows()).toEqual([
      ['sender-a', 'weekly-cap', 'Cap reached'],
      ['sender-b', 'account-restricted', 'B restricted'],
      ['sender-b', 'weekly-cap', 'B cap reached'],
    ]);
    await project(rm.db, accountHoldsProjection, [recorded('ah-2', of('sender-a', ended('weekly-cap')))]);
    expect(await rows()).toEqual([
      ['sender-b', 'account-restricted', 'B restricted'],
      ['sender-b', 'weekly-cap', 'B cap reached'],
    ]);
  });
});
