import { CompiledQuery, type Insertable, type Transaction } from 'kysely';
import { sendWrite } from './pipelined-writes';
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
 * as DEFAULT), handed to Kysely compiled: its `sql` template made a node per value and compiled
 * them again, a fifth of a rebuild's CPU. (The read-model connections have no query plugins.)
 * In a projector's batch it is pipelined (sendWrite): it returns before Postgres has stored the rows.
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
  const values = valuesOf(rows, columns);
  const set = columns
    .filter((column) => !fixed.has(column))
    .map((column) =>
      counters.has(column)
        ? `${quote(column)} = ${quote(table)}.${quote(column)} + excluded.${quote(column)}`
        : `${quote(column)} = excluded.${quote(column)}`,
    );
  const text =
    `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${values.text}` +
    ` on conflict (${key.map(quote).join(', ')}) ${set.length > 0 ? `do update set ${set.join(', ')}` : 'do nothing'}`;
  await sendWrite(trx, CompiledQuery.raw(text, values.parameters));
}

/** Each row's `($n, …)` for rows of a given width, by row: every statement of that width shares them. */
const placeholderRows = new Map<number, string[]>();

function placeholders(width: number, count: number): string {
  let rows = placeholderRows.get(width);
  if (!rows) placeholderRows.set(width, (rows = []));
  for (let r = rows.length; r < count; r++) {
    const names = new Array<string>(width);
    for (let c = 0; c < width; c++) names[c] = `$${r * width + c + 1}`;
    rows.push(`(${names.join(', ')})`);
  }
  return (count === rows.length ? rows : rows.slice(0, count)).join(', ');
}

/**
 * The VALUES list and its parameters. Rows that carry every column (a rebuild's, 30,000 values a
 * statement) share their placeholder text: building it value by value was a third of what a
 * rebuild allocated. A row lacking a column gets DEFAULT there.
 */
function valuesOf(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
): { text: string; parameters: unknown[] } {
  const width = columns.length;
  const parameters = new Array<unknown>(rows.length * width);
  let n = 0;
  complete: {
    for (const row of rows)
      for (let c = 0; c < width; c++) {
        const value = row[columns[c]];
        if (value === undefined) break complete;
        parameters[n++] = value;
      }
    return { text: placeholders(width, rows.length), parameters };
  }
  const some: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    let tuple = '(';
    for (let c = 0; c < width; c++) {
      if (c > 0) tuple += ', ';
      const value = row[columns[c]];
      if (value === undefined) tuple += 'default';
      else {
        some.push(value);
        tuple += `$${some.length}`;
      }
    }
    tuples.push(tuple + ')');
  }
  return { text: tuples.join(', '), parameters: some };
}
