/**
 * What integration suites use to reach real services (see services.global-setup.ts).
 * `describeWithPostgres('...', () => ...)` runs the suite, or skips it and says why.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

type Service = 'POSTGRES' | 'NATS' | 'KURRENTDB';

export function serviceUrl(service: Service): string | undefined {
  return process.env[`OUTFLOW_TEST_${service}_URL`];
}

function describeWith(service: Service) {
  return (name: string, body: () => void): void => {
    if (serviceUrl(service)) {
      describe(name, body);
    } else {
      const reason = process.env[`OUTFLOW_TEST_${service}_SKIP`] ?? 'service not resolved';
      describe.skip(`${name} (skipped: ${reason})`, body);
    }
  };
}

export const describeWithPostgres = describeWith('POSTGRES');
export const describeWithNats = describeWith('NATS');
export const describeWithKurrent = describeWith('KURRENTDB');

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database on the test server, so suites running in parallel never meet: empty, or a copy
 * of `template` (a database nobody is connected to).
 */
export async function createTestDatabase(prefix = 'outflow_test', template?: string): Promise<TestDatabase> {
  const serverUrl = serviceUrl('POSTGRES');
  if (!serverUrl) throw new Error('Postgres is not available to this test run');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        break;
      } catch (error) {
        // A copy fails while another session is on the template (a moment, e.g. a copy's own checks).
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
