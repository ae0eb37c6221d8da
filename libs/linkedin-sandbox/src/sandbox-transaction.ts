import type { PoolClient } from 'pg';
import type { SandboxContext } from './sandbox-context';

/**
 * A Postgres transaction whose in-memory side effects stay consistent: the account cache is written
 * inside it, so a rollback reloads that cache; webhooks enqueued inside it are sent after the commit.
 */
export async function inTransaction<T>(ctx: SandboxContext, work: (tx: PoolClient) => Promise<T>): Promise<T> {
  try {
    const result = await ctx.db.transaction(work);
    ctx.emitter.flush();
    return result;
  } catch (error) {
    await ctx.accounts.reload().catch(() => undefined);
    throw error;
  }
}
