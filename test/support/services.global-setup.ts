/**
 * Finds the real services the integration suites run against, once per `npm test`:
 * 1. the URL in the environment (DATABASE_URL, NATS_URL, KURRENTDB_URL);
 * 2. else a Testcontainers container, when a Docker engine answers;
 * 3. else (Postgres and NATS only) the service on its usual local port, if one listens there;
 * 4. else the suite is skipped and the reason printed.
 * The outcome goes to OUTFLOW_TEST_* variables, which the Jest workers inherit.
 */
import net from 'node:net';

type Found = { url: string; via: string } | { skip: string };
const started: Array<{ stop(): Promise<unknown> }> = [];

function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function findPostgres(docker: boolean): Promise<Found> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, via: 'DATABASE_URL' };
  if (docker) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const c = await new PostgreSqlContainer('postgres:17-alpine').start();
    started.push(c);
    return { url: c.getConnectionUri(), via: 'Testcontainers' };
  }
  if (await listening('127.0.0.1', 5432))
    return { url: 'postgres://postgres@127.0.0.1:5432/test', via: 'local port 5432' };
  return { skip: 'no DATABASE_URL, no Docker engine for Testcontainers, nothing on 127.0.0.1:5432' };
}

async function findNats(docker: boolean): Promise<Found> {
  if (process.env.NATS_URL) return { url: process.env.NATS_URL, via: 'NATS_URL' };
  if (docker) {
    const { NatsContainer } = await import('@testcontainers/nats');
    const c = await new NatsContainer('nats:2.10-alpine').withArg('-js', '').start();
    started.push(c);
    return { url: `nats://${c.getHost()}:${c.getMappedPort(4222)}`, via: 'Testcontainers' };
  }
  if (await listening('127.0.0.1', 4222)) return { url: 'nats://127.0.0.1:4222', via: 'local port 4222' };
  return { skip: 'no NATS_URL, no Docker engine for Testcontainers, nothing on 127.0.0.1:4222' };
}

async function findKurrent(docker: boolean): Promise<Found> {
  if (process.env.KURRENTDB_URL) return { url: process.env.KURRENTDB_URL, via: 'KURRENTDB_URL' };
  if (docker) {
    const { KurrentDbContainer } = await import('@testcontainers/kurrentdb');
    const c = await new KurrentDbContainer('docker.kurrent.io/kurrent-latest/kurrentdb:25.0').start();
    started.push(c);
    return { url: c.getConnectionString(), via: 'Testcontainers' };
  }
  return { skip: 'no KURRENTDB_URL and no Docker engine for Testcontainers' };
}

function record(name: string, found: Found): void {
  if ('url' in found) {
    process.env[`OUTFLOW_TEST_${name}_URL`] = found.url;
    console.log(`[services] ${name}: ${found.via}`);
  } else {
    process.env[`OUTFLOW_TEST_${name}_SKIP`] = found.skip;
    console.log(`[services] ${name}: suites skipped (${found.skip})`);
  }
}

export default async function globalSetup(): Promise<void> {
  const docker = await dockerAnswers();
  record('POSTGRES', await findPostgres(docker));
  record('NATS', await findNats(docker));
  record('KURRENTDB', await findKurrent(docker));
  (globalThis as { __outflowContainers?: typeof started }).__outflowContainers = started;
}
