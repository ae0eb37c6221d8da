import { sql, type Kysely } from 'kysely';

/**
 * The backend holding the advisory lock named `key` in the database `db` is on (what an operator
 * finds in pg_locks before ending it), or undefined. Other databases' locks are left out: tests of
 * other suites hold the same names in theirs.
 */
export async function advisoryLockHolder<DB>(db: Kysely<DB>, key: string): Promise<number | undefined> {
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND objsubid = 1
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
      AND ((classid::bigint << 32) | objid::bigint) = hashtext(${key})::bigint`.execute(db);
  return rows[0]?.pid;
}
