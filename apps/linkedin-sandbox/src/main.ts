/**
 * Runs the LinkedIn sandbox alone: `node apps/linkedin-sandbox/dist/main.js`.
 * Env: DATABASE_URL (required), SANDBOX_PORT (default 4100, 0 = free), SANDBOX_API_KEY (default
 * 'sandbox-api-key'), SANDBOX_SEED (42), SANDBOX_POPULATION (10000), SANDBOX_SCHEMA (linkedin_sandbox),
 * SANDBOX_HOST (127.0.0.1; 0.0.0.0 in a container), SANDBOX_PUBLIC_URL (where browsers reach it),
 * SANDBOX_CONTROL_TOKEN (lets clients that are not on this machine use /control).
 */
import { startLinkedInSandboxServer } from './start-linkedin-sandbox-server';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required (the sandbox keeps its state in Postgres)');
  const apiKey = process.env.SANDBOX_API_KEY || 'sandbox-api-key';
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
  console.log(`LinkedIn sandbox listening on ${server.url} (API ${server.url}/api/v1, control ${server.url}/control)`);
  process.send?.({ url: server.url });
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
