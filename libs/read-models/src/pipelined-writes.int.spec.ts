import { describeWithPostgres } from '@outflow/testing';
import { PipelinedWrites, sendWrite } from './pipelined-writes';
import { findRateLimitSettings } from './rate-limit-settings/rate-limit-settings.queries';
import { rateLimitRow as limits } from './testing/rate-limit-rows';
import { readModelDatabase } from './testing/read-model-spec';
import { upsertRows } from './upsert-rows';

describeWithPostgres('pipelined writes', () => {
  const rm = readModelDatabase();

  it('runs a batch’s writes in the order sent, none awaited, and a read in the batch sees all of them', async () => {
    const seen = await rm.db.transaction().execute(async (trx) => {
      const writes = await PipelinedWrites.open(trx);
      // Each write replaces the last: any two out of order leave another value.
      const sent = [];
      for (let n = 1; n <= 60; n++)
        sent.push(upsertRows(trx, 'rate_limit_settings', [limits('pw-1', n)], { key: ['user_id'] }));
      await Promise.all(sent);
      const read = await trx
        .selectFrom('rate_limit_settings')
        .select('connections')
        .where('user_id', '=', 'pw-1')
        .execute();
      await writes.flush();
      await writes.close();
      return read.map((r) => r.connections);
    });
    expect(seen).toEqual([60]);
    expect((await findRateLimitSettings(rm.db, 'pw-1')).connections).toBe(60);
  });

  it('reports the write that failed, not the statements after it, and stores nothing of the batch', async () => {
    let failed: unknown;
    await expect(
      rm.db.transaction().execute(async (trx) => {
        const writes = await PipelinedWrites.open(trx);
        await upsertRows(trx, 'rate_limit_settings', [limits('pw-2', 5)], { key: ['user_id'] });
        await upsertRows(trx, 'rate_limit_settings', [limits('pw-3', 'many')], { key: ['user_id'] });
        await sendWrite(trx, trx.deleteFrom('rate_limit_settings').where('user_id', '=', 'pw-2'));
        await writes.flush().catch(async (error: unknown) => {
          failed = writes.failed?.error;
          await writes.close();
          throw error;
        });
      }),
    ).rejects.toThrow(/invalid input syntax for type integer: "many"/);
    expect(String(failed)).toMatch(/"many"/);
    expect(
      await rm.db.selectFrom('rate_limit_settings').where('user_id', 'in', ['pw-2', 'pw-3']).selectAll().execute(),
    ).toEqual([]);
  });

  it('awaits each write outside a pipelined batch: its error is thrown where it is sent', async () => {
    await expect(
      rm.db
        .transaction()
        .execute((trx) => upsertRows(trx, 'rate_limit_settings', [limits('pw-4', 'x')], { key: ['user_id'] })),
    ).rejects.toThrow(/invalid input syntax for type integer/);
  });
});
