/**
 * LinkedIn sandbox throughput: provider calls per second for a mix of GET users/{id}, GET users/me,
 * a search page and GET invite/sent, at concurrency 32 for 10 s (target ≥ 2,000 calls/s).
 *
 * Run: node -r ./bench/support/register.js bench/linkedin-sandbox.ts
 * The sandbox runs in its own process (as it does alone), on a fresh database of the local Postgres
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
 * Env: BENCH_SECONDS (10), BENCH_CONCURRENCY (32), BENCH_SANDBOX_NODE_ARGS (extra node flags for the
 * sandbox process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { Client } from 'pg';
import { sandboxControl, startSandboxProcess, type SandboxProcess, BENCH_SANDBOX_KEY } from './support/sandbox-process';
import { runBench } from './support/bench-run';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const API_KEY = BENCH_SANDBOX_KEY;
/** Enough accounts that profile lookups stay under the sandbox's 150 a day per account. */
const ACCOUNTS = 128;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

interface Answer<T = unknown> {
  status: number;
  body: T;
}

function call<T = unknown>(base: string, method: string, url: string, body?: unknown): Promise<Answer<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          'x-api-key': API_KEY,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function withAdmin<T>(adminUrl: string, work: (c: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `outflow_bench_sandbox_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  let sandbox: SandboxProcess | undefined;
  try {
    const startedAt = Date.now();
    sandbox = await startSandboxProcess(dbUrl.toString(), API_KEY, {
      nodeArgs: (process.env.BENCH_SANDBOX_NODE_ARGS ?? '').split(' ').filter(Boolean),
    });
    console.log(`sandbox up in ${Date.now() - startedAt} ms (seeded 10,000 members) at ${sandbox.url}`);
    const base = sandbox.url;

    const accounts: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const link = await call<{ url: string }>(base, 'POST', '/api/v1/hosted/accounts/link', {
        type: 'create',
        providers: ['LINKEDIN'],
        api_url: base,
        expiresOn: new Date(Date.now() + 3_600_000).toISOString(),
      });
      accounts.push(
        (await sandboxControl<{ accountId: string }>(base, 'POST', '/hosted-auth/complete', { url: link.body.url }))
          .accountId,
      );
    }
    const searchUrls = [
      'engineer',
      'marketing manager',
      'founder',
      'sales',
      'recruiter',
      'data',
      'product',
      'consultant',
    ].map((k) => `https://www.linkedin.com/search/results/people/?keywords=${encodeURIComponent(k)}`);
    const members: string[] = [];
    for (const url of searchUrls) {
      const page = await call<{ items: Array<{ id: string }> }>(
        base,
        'POST',
        `/api/v1/linkedin/search?account_id=${accounts[0]}&limit=100`,
        { url },
      );
      members.push(...page.body.items.map((i) => i.id));
    }
    for (const [n, accountId] of accounts.entries()) {
      for (let k = 0; k < 5; k++)
        await call(base, 'POST', '/api/v1/users/invite', {
          account_id: accountId,
          provider_id: members[(n * 5 + k) % members.length],
        });
    }

    const ops: Array<{ name: string; run: (i: number) => Promise<Answer> }> = [
      {
        name: 'GET users/{id}',
        run: (i) =>
          call(base, 'GET', `/api/v1/users/${members[i % members.length]}?account_id=${accounts[i % ACCOUNTS]}`),
      },
      { name: 'GET users/me', run: (i) => call(base, 'GET', `/api/v1/users/me?account_id=${accounts[i % ACCOUNTS]}`) },
      {
        name: 'POST linkedin/search',
        run: (i) =>
          call(base, 'POST', `/api/v1/linkedin/search?account_id=${accounts[i % ACCOUNTS]}&limit=10`, {
            url: searchUrls[i % searchUrls.length],
          }),
      },
      {
        name: 'GET users/invite/sent',
        run: (i) => call(base, 'GET', `/api/v1/users/invite/sent?account_id=${accounts[i % ACCOUNTS]}&limit=10`),
      },
    ];

    const run = async (seconds: number) => {
      const latencies = ops.map(() => [] as number[]);
      const statuses = new Map<number, number>();
      let counter = 0;
      const deadline = Date.now() + seconds * 1000;
      const started = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (Date.now() < deadline) {
            const i = counter++;
            const op = i % ops.length;
            const t = process.hrtime.bigint();
            const answer = await ops[op].run(Math.floor(i / ops.length));
            latencies[op].push(Number(process.hrtime.bigint() - t) / 1e6);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          }
        }),
      );
      const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
      return { latencies, statuses, elapsed, total: counter };
    };

    await run(2); // warm-up: JIT, pools, search caches
    const result = await run(SECONDS);
    const ok = [...result.statuses].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0);
    console.log(
      `\nLinkedIn sandbox: ${CONCURRENCY} concurrent clients for ${result.elapsed.toFixed(1)} s, ${ACCOUNTS} accounts`,
    );
    for (const [i, op] of ops.entries()) {
      const sorted = [...result.latencies[i]].sort((a, b) => a - b);
      console.log(
        `  ${op.name.padEnd(24)} ${String(sorted.length).padStart(7)} calls  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
      );
    }
    console.log(`  statuses: ${[...result.statuses].map(([s, c]) => `${s}×${c}`).join(', ')}`);
    console.log(
      `  throughput: ${(result.total / result.elapsed).toFixed(0)} provider calls/s (${(ok / result.elapsed).toFixed(0)} calls/s answered 2xx; target ≥ 2,000)`,
    );
  } finally {
    sandbox?.child.kill('SIGTERM');
    await new Promise((r) => (sandbox ? sandbox.child.once('exit', r) : r(null)));
    agent.destroy();
    await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

runBench(main);
