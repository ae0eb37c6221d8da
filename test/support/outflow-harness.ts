/**
 * The whole product as `npm start` runs it (startOutflow: api, projector, runner, LinkedIn sandbox
 * and the built web app on one port), on a fresh test database, for browser tests.
 */
import { startOutflow, type RunningOutflow } from '@outflow/all-in-one';
import { loadConfig } from '@outflow/config';
import type { Clock } from '@outflow/domain';
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@outflow/testing';
import { createMigratedTestDatabase } from './migrated-database';

export const WEB_DIST = path.resolve(__dirname, '../../apps/web/dist');

export interface OutflowHarness extends RunningOutflow {
  readonly dataDir: string;
  /** The test database (event store and read models), for tests that append events directly. */
  readonly databaseUrl: string;
}

export async function startOutflowHarness(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<OutflowHarness> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build:web` (npm test does it)');
  const database = await createMigratedTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outflow-e2e-'));
  const running = await startOnFreePort(env, database.url, dataDir, options.clock);
  return {
    url: running.url,
    dataDir,
    databaseUrl: database.url,
    async stop() {
      await running.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the product on a port chosen before start, so PUBLIC_URL (redirects, hosted-auth links) is
 * right. Another suite can take that port before we listen on it; then we start again on another.
 */
async function startOnFreePort(
  env: Record<string, string>,
  databaseUrl: string,
  dataDir: string,
  clock: Clock | undefined,
): Promise<RunningOutflow> {
  for (let attempt = 1; ; attempt++) {
    const port = Number(env.PORT ?? (await freePort()));
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    });
    try {
      return await startOutflow({ config, webDistDir: WEB_DIST, clock });
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || env.PORT !== undefined || attempt >= 5) throw error;
    }
  }
}
