import { sql, type Insertable, type Transaction } from 'kysely';
import type { ReadModelDatabase } from './schema';

type Column<T extends keyof ReadModelDatabase> = keyof ReadModelDatabase[T] & string;

export interface UpsertOptions<T extends keyof ReadModelDatabase> {
  /** The conflict target: the row's primary key. */
  readonly key: readonly Column<T>[];
  /** Columns an existing row keeps (besides its key). */
  readonly keep?: readonly Column<T>[];
  /** Counters: an existing row adds the inserted value instead of taking it. */
  readonly add?: readonly Column<T>[];
}

/**
 * The projections' one upsert: inserts the rows, and where a row with the same key exists, sets
 * every other column the rows carry to the inserted value (or adds it, for counters), in one
 * statement. A batch's rows are folded first, so each key appears once.
 */
export async function upsertRows<T extends keyof ReadModelDatabase & string>(
  trx: Transaction<ReadModelDatabase>,
  table: T,
  rows: readonly Insertable<ReadModelDatabase[T]>[],
  { key, keep = [], add = [] }: UpsertOptions<T>,
): Promise<void> {
  if (rows.length === 0) return;
  const fixed = new Set<string>([...key, ...keep]);
  const counters = new Set<string>(add);
  const columns = new Set(rows.flatMap((row) => Object.keys(row)));
  const set = Object.fromEntries(
    [...columns]
      .filter((column) => !fixed.has(column))
      .map((column) => [column, counters.has(column) ? sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}` : sql.ref(`excluded.${column}`)]),
  );
  await trx
    .insertInto(table)
    .values(rows)
    // Kysely types an update set by columns it knows statically; this one is built from the rows' own columns.
    .onConflict((oc) => oc.columns(key).doUpdateSet(set as never))
    .execute();
}
