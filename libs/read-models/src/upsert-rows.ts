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

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The projections' one upsert: inserts the rows, and where a row with the same key exists, sets
 * every other column the rows carry to the inserted value (or adds it, for counters), in one
 * statement. A batch's rows are folded first, so each key appears once.
 *
 * The statement is written here rather than by Kysely's builder: a rebuild sends thousands of rows
 * of 30 columns a batch, and building them value by value cost as much as Postgres took to store
 * them. It is the statement the builder wrote (values as bind parameters, a column a row lacks
 * as DEFAULT).
 */
export async function upsertRows<T extends Extract<keyof ReadModelDatabase, string>>(
  trx: Transaction<ReadModelDatabase>,
  table: T,
  rows: readonly Insertable<ReadModelDatabase[T]>[],
  { key, keep = [], add = [] }: UpsertOptions<T>,
): Promise<void> {
  if (rows.length === 0) return;
  const fixed = new Set<string>([...key, ...keep]);
  const counters = new Set<string>(add);
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows)
    for (const column in row)
      if (!seen.has(column) && (row as Record<string, unknown>)[column] !== undefined) {
        seen.add(column);
        columns.push(column);
      }
  // The text between parameters, for a tagged template: `(` value `, ` value `), (` ... `) on conflict ...`.
  const fragments: string[] = [];
  const parameters: unknown[] = [];
  let text = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values `;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Record<string, unknown>;
    text += r === 0 ? '(' : ', (';
    for (let c = 0; c < columns.length; c++) {
      if (c > 0) text += ', ';
      const value = row[columns[c]];
      if (value === undefined) text += 'default';
      else {
        fragments.push(text);
        parameters.push(value);
        text = '';
      }
    }
    text += ')';
  }
  const set = columns
    .filter((column) => !fixed.has(column))
    .map((column) =>
      counters.has(column)
        ? `${quote(column)} = ${quote(table)}.${quote(column)} + excluded.${quote(column)}`
        : `${quote(column)} = excluded.${quote(column)}`,
    );
  text += ` on conflict (${key.map(quote).join(', ')}) ${set.length > 0 ? `do update set ${set.join(', ')}` : 'do nothing'}`;
  fragments.push(text);
  // Through Kysely's `sql` so the transaction's plugins see it, as they saw the builder's statements.
  await sql(Object.assign(fragments, { raw: fragments }), ...parameters).execute(trx);
}
