import { sql, type ColumnBuilderCallback, type CreateTableBuilder } from 'kysely';

/** A SQL type as Kysely's addColumn takes it: a name ('text', 'timestamptz') or an expression (sql`text[]`). */
export type ColumnType = Parameters<CreateTableBuilder<string>['addColumn']>[1];

/** One column of a read-model table: its name, its SQL type and its constraints. */
export interface ColumnDef {
  readonly name: string;
  readonly type: ColumnType;
  readonly build?: ColumnBuilderCallback;
}

/**
 * A run of columns, in table order. A table lists its columns as runs of one kind, so its
 * migration names each column once and says its kind once per run.
 */
export type ColumnSet = readonly ColumnDef[];

const run =
  (build?: ColumnBuilderCallback) =>
  (type: ColumnType, ...names: string[]): ColumnSet =>
    names.map((name) => ({ name, type, build }));

/** NOT NULL columns of one type. */
export const required = run((c) => c.notNull());

/** Nullable columns of one type. */
export const optional = run();

/** NOT NULL columns of one type with a default (rows written before the column, or by writers that leave it out). */
export function defaulted(type: ColumnType, value: unknown, ...names: string[]): ColumnSet {
  return run((c) => c.notNull().defaultTo(value))(type, ...names);
}

/** The table's primary key, one column (a composite key is the table's `primaryKey`). */
export function key(name: string, type: ColumnType = 'text'): ColumnSet {
  return run((c) => c.primaryKey())(type, name);
}

/** Yes/no columns that start false. */
export const flags = (...names: string[]): ColumnSet => defaulted('boolean', false, ...names);

/** Counts that start at zero. */
export const counters = (...names: string[]): ColumnSet => defaulted('integer', 0, ...names);

/** Times the database stamps when the writer gives none. */
export const stampedNow = (...names: string[]): ColumnSet => defaulted('timestamptz', sql`now()`, ...names);

/** The row's owner: every per-user query filters by it. */
export const owner: ColumnSet = required('text', 'user_id');

/** A row with its own id, owned by a user: the shape of the lists (campaigns, leads, prompts, activities…). */
export const ownedRow: ColumnSet = [...key('id'), ...owner];

/** One row per user: settings, the account card, the subscription. */
export const perUser: ColumnSet = key('user_id');

/** When the row was created and last changed. */
export const timestamps: ColumnSet = required('timestamptz', 'created_at', 'updated_at');

/** When the row last changed, as its writer gives it. */
export const updatedAt: ColumnSet = required('timestamptz', 'updated_at');
