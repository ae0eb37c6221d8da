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

const { rounds: ROUNDS, logins: LOGINS } = intArgs({ rounds: 3, logins: 10 });
const PASSWORD = 'bench password for logins';

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main(): Promise<void> {
  // The API harness makes its database on the test Postgres server: this bench's DATABASE_URL.
  process.env.OUTFLOW_TEST_POSTGRES_URL ??= process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const api = await startApiHarness({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '1000', AUTH_RATE_LIMIT_PER_ADDRESS: '1000' } });
  const base = api.url;
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  try {
    const emails = Array.from({ length: LOGINS }, (_, i) => `bench-${i}@example.com`);
    for (const email of emails) await post('/api/auth/signup', { email, password: PASSWORD, name: 'Bench' });
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });

    /** Health latencies sampled back to back while `load` runs (or for `idleMs` without load). */
    async function healthDuring(load: () => Promise<unknown>): Promise<{ health: number[]; loadMs: number }> {
      const health: number[] = [];
      let done = false;
      const started = performance.now();
      const running = load().then(() => (done = true));
      while (!done) {
        const t = performance.now();
        await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
        health.push(performance.now() - t);
      }
      await running;
      return { health, loadMs: performance.now() - started };
    }
    const idle = () => new Promise((resolve) => setTimeout(resolve, 1000));
    const logins = () => Promise.all(emails.map(async (email) => {
      const res = await post('/api/auth/login', { email, password: PASSWORD });
      if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    }));
    const unbounded = () => Promise.all(emails.map(() => argon2.verify(hash, PASSWORD)));

    const results: Record<string, { health: number[]; loadMs: number[] }> = { idle: { health: [], loadMs: [] }, logins: { health: [], loadMs: [] }, unbounded: { health: [], loadMs: [] } };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['idle', 'logins', 'unbounded'] as const) : (['unbounded', 'logins', 'idle'] as const);
      for (const name of order) {
        const { health, loadMs } = await healthDuring(name === 'idle' ? idle : name === 'logins' ? logins : unbounded);
        results[name].health.push(...health);
        results[name].loadMs.push(loadMs);
      }
    }
    for (const [name, { health, loadMs }] of Object.entries(results)) {
      const label = { idle: 'no logins', logins: `${LOGINS} concurrent logins (bounded)`, unbounded: `${LOGINS} unbounded argon2 checks` }[name] ?? name;
      console.log(`${label.padEnd(34)} /api/health p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}, max ${ms(Math.max(...health))} (${health.length} calls); load took ${ms(percentile(loadMs, 50))} (median of ${loadMs.length})`);
    }
  } finally {
    await api.stop();
  }
}

runBench(main);
