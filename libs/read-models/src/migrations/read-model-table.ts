import type { CreateTableBuilder, Kysely } from 'kysely';
import type { ColumnSet } from './columns';
import type { MigrationPart } from './migration-part';

/** Column lists by constraint or index name: `{ chats_pk: ['user_id', 'chat_id'] }`. */
export type NamedColumns = Readonly<Record<string, readonly string[]>>;

/** A read-model table as a migration creates it: only what is particular to it. */
export interface ReadModelTable {
  readonly name: string;
  /** Its columns in table order, as runs (see columns.ts). */
  readonly columns: readonly ColumnSet[];
  /** A composite primary key, by constraint name (a one-column key is `key(...)` among the columns). */
  readonly primaryKey?: NamedColumns;
  /** Plain b-tree indexes, by index name, created after the table. */
  readonly indexes?: NamedColumns;
}

/** Creates each table with its key and indexes, in the order given. */
export async function createTables(db: Kysely<unknown>, ...tables: ReadModelTable[]): Promise<void> {
  for (const table of tables) {
    let builder: CreateTableBuilder<string, string> = db.schema.createTable(table.name);
    for (const column of table.columns.flat()) builder = builder.addColumn(column.name, column.type, column.build);
    for (const [name, columns] of Object.entries(table.primaryKey ?? {}))
      builder = builder.addPrimaryKeyConstraint(name, [...columns]);
    await builder.execute();
    for (const [name, columns] of Object.entries(table.indexes ?? {})) {
      await db.schema
        .createIndex(name)
        .on(table.name)
        .columns([...columns])
        .execute();
    }
  }
}

/** Drops the tables (and so their indexes) in reverse order. */
export async function dropTables(db: Kysely<unknown>, ...tables: ReadModelTable[]): Promise<void> {
  for (const table of [...tables].reverse()) await db.schema.dropTable(table.name).execute();
}

/** A migration part that creates the tables on the way up and drops them on the way down. */
export function tablesPart(...tables: ReadModelTable[]): MigrationPart {
  return {
    up: (db) => createTables(db, ...tables),
    down: (db) => dropTables(db, ...tables),
  };
}

/** Adds columns to an existing table in one statement. */
export async function addColumns(db: Kysely<unknown>, table: string, ...columns: ColumnSet[]): Promise<void> {
  const [first, ...rest] = columns.flat();
  if (!first) return;
  let builder = db.schema.alterTable(table).addColumn(first.name, first.type, first.build);
  for (const column of rest) builder = builder.addColumn(column.name, column.type, column.build);
  await builder.execute();
}
