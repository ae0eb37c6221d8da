import { describeWithPostgres } from '@outflow/testing';
import { rateLimitRow as limits } from './testing/rate-limit-rows';
import { readModelDatabase } from './testing/read-model-spec';
import { upsertRows } from './upsert-rows';

describeWithPostgres('upsertRows', () => {
  const rm = readModelDatabase();
  const stored = async (prefix: string) =>
    (
      await rm.db
        .selectFrom('rate_limit_settings')
        .select(['user_id', 'connections', 'weekly_connections'])
        .where('user_id', 'like', `${prefix}%`)
        .orderBy('user_id')
        .execute()
    ).map((r) => [r.user_id, r.connections, r.weekly_connections]);

  it('stores each row’s values, whatever the number of rows of the same width, and updates them on conflict', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `ur-a-${String(i).padStart(3, '0')}`);
    await rm.db.transaction().execute((trx) =>
      upsertRows(
        trx,
        'rate_limit_settings',
        ids(3).map((id, i) => limits(id, i, 7)),
        { key: ['user_id'] },
      ),
    );
    await rm.db.transaction().execute((trx) =>
      upsertRows(
        trx,
        'rate_limit_settings',
        ids(120).map((id, i) => limits(id, 1000 + i, 9)),
        { key: ['user_id'] },
      ),
    );
    await rm.db.transaction().execute((trx) =>
      upsertRows(
        trx,
        'rate_limit_settings',
        ids(2).map((id, i) => limits(id, 2000 + i, 11)),
        { key: ['user_id'] },
      ),
    );
    expect(await stored('ur-a-')).toEqual(ids(120).map((id, i) => [id, i < 2 ? 2000 + i : 1000 + i, i < 2 ? 11 : 9]));
  });

  it('gives a column some rows lack its default there, and the others their value', async () => {
    await rm.db.transaction().execute((trx) =>
      upsertRows(trx, 'rate_limit_settings', [limits('ur-b-1', 1), limits('ur-b-2', 2, 30), limits('ur-b-3', 3)], {
        key: ['user_id'],
      }),
    );
    expect(await stored('ur-b-')).toEqual([
      ['ur-b-1', 1, 100],
      ['ur-b-2', 2, 30],
      ['ur-b-3', 3, 100],
    ]);
  });
});
