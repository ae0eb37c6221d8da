import { sql } from 'kysely';
import { readModelSchema, type ReadModelDb } from './read-model-db';

export interface TableDifference {
  readonly table: string;
  readonly onlyInA: number;
  readonly onlyInB: number;
}

/** Tables that describe the projector rather than the product (compared separately, or not at all). */
const BOOKKEEPING = new Set([
  'projection_checkpoints',
  'projector_parked',
  'kysely_migration',
  'kysely_migration_lock',
]);

/**
 * Compares every read-model table of two schemas row by row (as JSON, order-free). Used by the
 * check that a database rebuilt from the events equals the live one.
 */
export async function compareReadModels(a: ReadModelDb, b: ReadModelDb): Promise<TableDifference[]> {
  const schemaA = readModelSchema(a);
  const schemaB = readModelSchema(b);
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = ${schemaA} ORDER BY table_name`.execute(a);
  const differences: TableDifference[] = [];
  for (const { table_name: table } of tables) {
    if (BOOKKEEPING.has(table)) continue;
    const { rows } = await sql<{ only_a: string; only_b: string }>`
      WITH ra AS (SELECT to_jsonb(t) AS r FROM ${sql.id(schemaA, table)} t),
           rb AS (SELECT to_jsonb(t) AS r FROM ${sql.id(schemaB, table)} t)
      SELECT (SELECT count(*) FROM (SELECT r FROM ra EXCEPT ALL SELECT r FROM rb) x) AS only_a,
             (SELECT count(*) FROM (SELECT r FROM rb EXCEPT ALL SELECT r FROM ra) y) AS only_b`.execute(a);
    const onlyInA = Number(rows[0].only_a);
    const onlyInB = Number(rows[0].only_b);
    if (onlyInA || onlyInB) differences.push({ table, onlyInA, onlyInB });
  }
  return differences;
}
