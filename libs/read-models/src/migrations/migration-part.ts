import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** What one read model adds to a named migration: its own tables, columns and indexes. */
export interface MigrationPart {
  up(db: Kysely<unknown>): Promise<void>;
  down(db: Kysely<unknown>): Promise<void>;
}

/** A read model's parts, by the name of the migration each belongs to (names installed databases have recorded). */
export type MigrationParts = Readonly<Record<string, MigrationPart>>;

/** One named migration from the parts of several read models: up in the order given, down in reverse. */
export function composeMigration(...parts: MigrationPart[]): Migration {
  return {
    async up(db) {
      for (const part of parts) await part.up(db);
    },
    async down(db) {
      for (const part of [...parts].reverse()) await part.down(db);
    },
  };
}
