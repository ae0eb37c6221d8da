import type { SandboxDatabase } from '../db/sandbox-database';
import { generatePopulation } from './population-generator';
import { Population } from './population';
import type { SandboxProfile } from './profile';

// Bump when the generator changes, so an existing database is re-seeded with the new shape.
const GENERATOR_VERSION = 2;
const BATCH = 1000;

interface PopulationMeta {
  seed: number;
  size: number;
  version: number;
}

/** Seeds the population into Postgres once per (seed, size), then loads it into memory. */
export async function loadPopulation(db: SandboxDatabase, seed: number, size: number): Promise<Population> {
  const wanted: PopulationMeta = { seed, size, version: GENERATOR_VERSION };
  const { rows } = await db.query<{ value: PopulationMeta }>(`SELECT value FROM meta WHERE key = 'population'`);
  const stored = rows[0]?.value;
  if (!stored || stored.seed !== seed || stored.size !== size || stored.version !== GENERATOR_VERSION) {
    const profiles = generatePopulation(seed, size);
    await storePopulation(db, profiles, wanted);
    return new Population(profiles);
  }
  const loaded = await db.query<{ data: SandboxProfile }>('SELECT data FROM profiles ORDER BY idx');
  return new Population(loaded.rows.map((r) => r.data));
}

async function storePopulation(db: SandboxDatabase, profiles: SandboxProfile[], meta: PopulationMeta): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('TRUNCATE profiles');
    for (let start = 0; start < profiles.length; start += BATCH) {
      const batch = profiles.slice(start, start + BATCH);
      await tx.query(
        `INSERT INTO profiles (idx, provider_id, public_id, data)
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::jsonb[])`,
        [
          batch.map((p) => p.index),
          batch.map((p) => p.providerId),
          batch.map((p) => p.publicId),
          batch.map((p) => JSON.stringify(p)),
        ],
      );
    }
    await tx.query(
      `INSERT INTO meta (key, value) VALUES ('population', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify(meta)],
    );
  });
}
