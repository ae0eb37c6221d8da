/**
 * /api/health while passwords are checked: its latency alone, then during 10 concurrent logins
 * (argon2 behind the API's bounded queue), then during 10 unbounded argon2 checks in the same
 * process (what the logins cost before the bound), in alternating rounds.
 *
 * Run: node -r ./bench/support/register.js bench/login-contention.ts [--rounds 3] [--logins 10]
 * Creates its own database on DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import argon2 from 'argon2';
import { startApiHarness } from '../test/support/api-harness';
import { intArgs } from './support/bench-args';
import { runBench } from './support/bench-run';
import { healthBesideLoads, IDLE } from './support/health-beside-load';

const { rounds: ROUNDS, logins: LOGINS } = intArgs({ rounds: 3, logins: 10 });
const PASSWORD = 'bench password for logins';

async function main(): Promise<void> {
  // The API harness makes its database on the test Postgres server: this bench's DATABASE_URL.
  process.env.OUTFLOW_TEST_POSTGRES_URL ??= process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const api = await startApiHarness({
    env: { AUTH_RATE_LIMIT_PER_EMAIL: '1000', AUTH_RATE_LIMIT_PER_ADDRESS: '1000' },
  });
  const base = api.url;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  try {
    const emails = Array.from({ length: LOGINS }, (_, i) => `bench-${i}@example.com`);
    for (const email of emails) await post('/api/auth/signup', { email, password: PASSWORD, name: 'Bench' });
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });

    const logins = () =>
      Promise.all(
        emails.map(async (email) => {
          const res = await post('/api/auth/login', { email, password: PASSWORD });
          if (res.status !== 200) throw new Error(`login answered ${res.status}`);
        }),
      );
    const unbounded = () => Promise.all(emails.map(() => argon2.verify(hash, PASSWORD)));
    await healthBesideLoads(
      base,
      [
        { ...IDLE, label: 'no logins' },
        { label: `${LOGINS} concurrent logins (bounded)`, run: logins },
        { label: `${LOGINS} unbounded argon2 checks`, run: unbounded },
      ],
      ROUNDS,
    );
  } finally {
    await api.stop();
  }
}

runBench(main);
