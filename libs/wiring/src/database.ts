import type { Config } from '@outflow/config';
import { startEmbeddedDatabase, type Database } from './embedded-database';

/** DATABASE_URL when set; otherwise the embedded Postgres under DATA_DIR (all-in-one and CLIs only). */
export async function openDatabase(config: Config, log?: (message: string) => void): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  return startEmbeddedDatabase(config.DATA_DIR, log, config.EMBEDDED_DATABASE_PORT);
}
