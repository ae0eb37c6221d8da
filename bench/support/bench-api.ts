/**
 * The API process an engine benchmark drives: its config on the bench database and the sandbox,
 * the engine stores (openEngineStores), the sandbox's clock, and the Nest app listening on a free
 * loopback port, with the provider's webhooks pointed at it.
 */
import { createApiApp } from '@outflow/api';
import { loadConfig } from '@outflow/config';
import { RemoteSandboxClock } from '@outflow/linkedin';
import { linkedInWebhookSecret, openAuth, openBilling, openLinkedIn, registerLinkedInWebhooks } from '@outflow/wiring';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEngineStores } from './engine-stores';

/** Opens it; `closers` gets how to close each part, in the order they opened; `env` adds to its config. */
export async function startBenchApi(
  databaseUrl: string,
  sandboxUrl: string,
  sandboxKey: string,
  closers: Array<() => Promise<unknown>>,
  env: Record<string, string> = {},
) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'outflow-bench-')),
    LOG_LEVEL: 'silent',
    PORT: '0',
    LINKEDIN_PROVIDER: 'sandbox',
    LINKEDIN_SANDBOX_URL: sandboxUrl,
    SANDBOX_API_KEY: sandboxKey,
    UNIPILE_WEBHOOK_SECRET: 'bench',
    ...env,
  });
  const { store, db, bus } = await openEngineStores(config, databaseUrl, closers);
  const clock = new RemoteSandboxClock({ baseUrl: sandboxUrl, syncIntervalMs: 250 });
  await clock.start();
  closers.push(async () => clock.stop());
  const provider = openLinkedIn(config);
  const secret = linkedInWebhookSecret(config);
  const app = await createApiApp({
    config,
    eventStore: store,
    bus,
    readDb: db,
    clock,
    ...openAuth(config),
    billing: openBilling(config, clock),
    linkedin: provider,
    linkedinWebhooks: { secret },
  });
  await app.listen(0, '127.0.0.1');
  closers.push(() => app.close());
  const apiUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  await registerLinkedInWebhooks(provider, apiUrl, secret);
  return { config, store, db, bus, clock, provider, apiUrl };
}
