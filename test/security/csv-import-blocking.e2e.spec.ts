/**
 * Finding 7 (issue 18): "CSV import blocks the process". A 5 MB `POST /api/leads/parse-csv` parsed for
 * 2 s on the event loop; six in parallel pushed /api/health to 2.9 s. Now a file is read a chunk at
 * a time with the loop served between chunks, bounded in bytes (5 MB) and rows (50,000), one upload
 * per user at a time. (bench/csv-import.ts measures /api/health beside six 5 MB uploads.)
 */
import type { ApiErrorBody } from '../../apps/api/src/common/api-error';
import { userWith } from '../../apps/api/src/subscriptions/testing/subscription-test-fixtures';
import { useApiHarness } from '../support/api-suite';
import { describeWithPostgres } from '@outflow/testing';

jest.setTimeout(120_000);

function csvOf(rows: number, seed: string): string {
  const lines = ['name,profile,notes'];
  for (let i = 0; i < rows; i++)
    lines.push(`Person ${i},https://www.linkedin.com/in/${seed}-person-${i}/,"met at a meetup, follow up"`);
  return lines.join('\n');
}

describeWithPostgres('CSV uploads do not hold the process (finding 7)', () => {
  const api = useApiHarness({ env: { API_RATE_LIMIT_PER_USER: '100000' } });
  const upload = (token: string, csv: string) =>
    fetch(`${api.url}/api/leads/parse-csv`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      body: csv,
    }).then(async (res) => ({
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as ApiErrorBody & { count?: number },
    }));

  it('serves other requests while a large file is read, and reads one file per user at a time', async () => {
    const big = csvOf(49_000, 'big');
    expect(big.length).toBeGreaterThan(4 * 1024 * 1024);
    // A small upload must land while the big file is read (not while its body is still arriving):
    // on a loaded machine a try can miss that window, so a fresh user tries again, three at most.
    // (The lock itself is shown without timing in csv-imports.unit.spec.ts.)
    for (let attempt = 1; ; attempt++) {
      const user = await userWith(api, { trial: true, linkedIn: true });
      const order: string[] = [];
      const first = upload(user.token, big).then((answer) => (order.push('upload'), answer));
      let second = await upload(user.token, csvOf(3, 'second'));
      while (second.status === 200 && order.length === 0) second = await upload(user.token, csvOf(3, 'second'));
      if (second.status === 200 && attempt < 3) {
        await first;
        continue;
      }
      // The same user's second upload while the first is read: told to wait its turn.
      expect([second.status, second.body.errorCode, second.retryAfter]).toEqual([429, 'IMPORT_IN_PROGRESS', '1']);
      // Answered while the first file is still being read: the loop was not held.
      const health = await fetch(`${api.url}/api/health`).then((res) => (order.push('health'), res.status));
      expect(health).toBe(200);
      const done = await first;
      expect([done.status, done.body.count]).toEqual([200, 49_000]);
      expect(order).toEqual(['health', 'upload']);
      // Its turn over, the user uploads again.
      expect((await upload(user.token, csvOf(3, 'again'))).body.count).toBe(3);
      return;
    }
  });

  it('reads two users’ files side by side', async () => {
    const [ada, alan] = await Promise.all([1, 2].map(() => userWith(api, { trial: true, linkedIn: true })));
    const answers = await Promise.all([
      upload(ada.token, csvOf(20_000, 'ada')),
      upload(alan.token, csvOf(20_000, 'alan')),
    ]);
    expect(answers.map((a) => [a.status, a.body.count])).toEqual([
      [200, 20_000],
      [200, 20_000],
    ]);
  });

  it('refuses a file past 50,000 rows (400 naming csv), and one past 5 MB (413)', async () => {
    const user = await userWith(api, { trial: true, linkedIn: true });
    const rowsOnly = ['profile', ...Array.from({ length: 50_001 }, (_, i) => `https://linkedin.com/in/r${i}`)].join(
      '\n',
    );
    expect(rowsOnly.length).toBeLessThan(5 * 1024 * 1024);
    const tooManyRows = await upload(user.token, rowsOnly);
    expect([tooManyRows.status, tooManyRows.body.errorCode, tooManyRows.body.field]).toEqual([
      400,
      'CSV_TOO_MANY_ROWS',
      'csv',
    ]);
    expect((await upload(user.token, csvOf(60_000, 'large'))).status).toBe(413);
  });
});
