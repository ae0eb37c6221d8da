/**
 * /api/health while CSV uploads are read: alone, then while six users each upload a 5 MB CSV at once
 * (read a chunk at a time, the event loop served between chunks), then while the same six files
 * are read in one go on the same process (what an upload cost before), in alternating rounds.
 *
 * Run: node -r ./bench/support/register.js bench/csv-import.ts [--rounds 3] [--uploads 6]
 * Creates its own database on DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { checkCsvLeads } from '@outflow/domain';
import { startApiHarness } from '../test/support/api-harness';
import { userWith } from '../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { intArgs } from './support/bench-args';
import { runBench } from './support/bench-run';
import { healthBesideLoads, IDLE } from './support/health-beside-load';

const { rounds: ROUNDS, uploads: UPLOADS } = intArgs({ rounds: 3, uploads: 6 });
const FILE_BYTES = 5 * 1024 * 1024 - 64 * 1024;

/** Just under the 5 MB body limit: a header and rows of a name, a profile URL, a company and notes. */
function csvOf(bytes: number, seed: number): string {
  const rows = ['name,profile,company,notes'];
  let size = rows[0].length;
  for (let i = 0; size < bytes - 200; i++) {
    const row = `Person ${seed}-${i},https://www.linkedin.com/in/person-${seed}-${i}/,Company ${i % 97},"met at the ${i % 13}th meetup, follow up"`;
    rows.push(row);
    size += row.length + 1;
  }
  return rows.join('\n');
}

async function main(): Promise<void> {
  process.env.OUTFLOW_TEST_POSTGRES_URL ??= process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const api = await startApiHarness({ env: { API_RATE_LIMIT_PER_USER: '100000' } });
  try {
    const users: Array<Awaited<ReturnType<typeof userWith>>> = [];
    for (let i = 0; i < UPLOADS; i++) users.push(await userWith(api, { trial: true, linkedIn: true }));
    const files = users.map((_, i) => csvOf(FILE_BYTES, i));
    const rowsPerFile = files[0].split('\n').length;

    const uploads = () =>
      Promise.all(
        users.map(async ({ token }, i) => {
          const res = await fetch(`${api.url}/api/leads/parse-csv`, {
            method: 'POST',
            headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
            body: files[i],
          });
          if (res.status !== 200) throw new Error(`parse-csv answered ${res.status}: ${await res.text()}`);
          await res.arrayBuffer();
        }),
      );
    // The same files read in one go on the API's process (the loop held for each whole file).
    const inOneGo = async () => {
      for (const file of files) {
        checkCsvLeads(file);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    console.log(`${UPLOADS} files of ${(FILE_BYTES / 1024 / 1024).toFixed(2)} MB, ${rowsPerFile} rows each`);
    await healthBesideLoads(
      api.url,
      [
        { ...IDLE, label: 'no uploads' },
        { label: `${UPLOADS} concurrent uploads (chunked)`, run: uploads },
        { label: `${UPLOADS} files read in one go`, run: inOneGo },
      ],
      ROUNDS,
    );
  } finally {
    await api.stop();
  }
}

runBench(main);
