/**
 * Runs the LinkedIn sandbox alone: `node apps/linkedin-sandbox/dist/main.js`.
 * Env: DATABASE_URL (required), SANDBOX_PORT (default 4100, 0 = free), SANDBOX_API_KEY (required,
 * 16+ characters: no default key, so no installation shares a known one), SANDBOX_SEED (42), SANDBOX_POPULATION (10000), SANDBOX_SCHEMA (linkedin_sandbox),
 * SANDBOX_HOST (127.0.0.1; 0.0.0.0 in a container), SANDBOX_PUBLIC_URL (where browsers reach it),
 * SANDBOX_CONTROL_TOKEN (lets clients that are not on this machine use /control), HEALTH_PORT (its
 * health port: /health, /ready, /metrics; HEALTH_HOST, default 127.0.0.1), LOG_LEVEL.
 */
import { probe, startHealthServer } from '@outflow/observability';
import { errorField, sandboxLog, startLinkedInSandboxServer } from '@outflow/linkedin-sandbox';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required (the sandbox keeps its state in Postgres)');
  const apiKey = process.env.SANDBOX_API_KEY ?? '';
  if (apiKey.length < 16)
    throw new Error('SANDBOX_API_KEY is required: a secret of 16+ characters that its clients send as X-API-KEY');
  const server = await startLinkedInSandboxServer({
    databaseUrl,
    apiKey,
    port: Number(process.env.SANDBOX_PORT ?? 4100),
    seed: process.env.SANDBOX_SEED ? Number(process.env.SANDBOX_SEED) : undefined,
    population: process.env.SANDBOX_POPULATION ? Number(process.env.SANDBOX_POPULATION) : undefined,
    schema: process.env.SANDBOX_SCHEMA || undefined,
    host: process.env.SANDBOX_HOST || undefined,
    publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined,
    controlToken: process.env.SANDBOX_CONTROL_TOKEN || undefined,
  });
  sandboxLog(
    'info',
    `LinkedIn sandbox listening on ${server.url} (API ${server.url}/api/v1, control ${server.url}/control)`,
  );
  const health = process.env.HEALTH_PORT
    ? await startHealthServer({
        port: Number(process.env.HEALTH_PORT),
        host: process.env.HEALTH_HOST || undefined,
        readiness: async () => {
          const database = await probe(() => server.sandbox.ping());
          return { status: database === 'up' ? 'ready' : 'not-ready', detail: { checks: { database } } };
        },
      })
    : undefined;
  if (health) sandboxLog('info', 'health port listening', { url: health.url });
  process.send?.({ url: server.url });
  const stop = () => void Promise.all([health?.close(), server.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  sandboxLog('error', 'the LinkedIn sandbox did not start', { error: errorField(error) });
  process.exit(1);
});
