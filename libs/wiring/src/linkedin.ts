import { loadLocalSecret } from '@outflow/auth';
import { ConfigError, type Config } from '@outflow/config';
import { UnipileLinkedInProvider, type LinkedInProvider, type LinkedInWebhookIds } from '@outflow/linkedin';
import { withAdvisoryLock } from '@outflow/read-models';
import path from 'node:path';
import { measuredLinkedInProvider } from './measured-linkedin-provider';
import { logLine } from './process-lifecycle';

const driftLog = (message: string) => logLine('warn', message);

/** Where an embedded LinkedIn sandbox answers server-side calls (an internal address, never PUBLIC_URL). */
export interface EmbeddedSandboxAddress {
  readonly url: string;
  readonly apiKey: string;
}

/**
 * LINKEDIN_PROVIDER=unipile: Unipile on UNIPILE_DSN / UNIPILE_API_KEY. LINKEDIN_PROVIDER=sandbox:
 * the same adapter on the embedded sandbox, which only a process that runs one can give; told so
 * (`sandbox: true`), it also offers follow, which the sandbox defines and Unipile lacks.
 */
export function openLinkedIn(config: Config, sandbox?: EmbeddedSandboxAddress): LinkedInProvider {
  if (config.LINKEDIN_PROVIDER === 'unipile') {
    return measuredLinkedInProvider(
      new UnipileLinkedInProvider({ dsn: config.UNIPILE_DSN!, apiKey: config.UNIPILE_API_KEY!, log: driftLog }),
    );
  }
  const address = sandbox ?? standaloneSandbox(config);
  return measuredLinkedInProvider(
    new UnipileLinkedInProvider({ dsn: address.url, apiKey: address.apiKey, sandbox: true, log: driftLog }),
  );
}

/** LINKEDIN_PROVIDER=sandbox in a process that does not embed one: the sandbox at LINKEDIN_SANDBOX_URL. */
function standaloneSandbox(config: Config): EmbeddedSandboxAddress {
  if (!config.LINKEDIN_SANDBOX_URL) {
    throw new ConfigError([
      'LINKEDIN_PROVIDER=sandbox: set LINKEDIN_SANDBOX_URL (and SANDBOX_API_KEY) to a running LinkedIn sandbox, ' +
        'run everything in one process with npm start, or use LINKEDIN_PROVIDER=unipile with UNIPILE_DSN and UNIPILE_API_KEY',
    ]);
  }
  // No default key: a known one would let anyone who reaches the sandbox act as its clients.
  if (!config.SANDBOX_API_KEY)
    throw new ConfigError(['LINKEDIN_SANDBOX_URL is set: set SANDBOX_API_KEY, the key that sandbox requires']);
  return { url: config.LINKEDIN_SANDBOX_URL, apiKey: config.SANDBOX_API_KEY };
}

/**
 * The secret the provider sends back on webhook deliveries: UNIPILE_WEBHOOK_SECRET, or one
 * generated once under DATA_DIR (race-safe, shared by every process on that directory).
 */
export function linkedInWebhookSecret(config: Config): string {
  if (config.UNIPILE_WEBHOOK_SECRET) return config.UNIPILE_WEBHOOK_SECRET;
  return new TextDecoder().decode(
    loadLocalSecret({ keyFile: path.resolve(config.DATA_DIR, 'unipile-webhook-secret') }),
  );
}

/** The API's webhook routes (apps/api/src/linkedin/webhooks), relative to the API's base address. */
export const LINKEDIN_WEBHOOK_PATHS = {
  messages: '/api/webhooks/unipile/messaging',
  relations: '/api/webhooks/unipile/relations',
  accountStatus: '/api/webhooks/unipile/account-status',
} as const;

/**
 * Points the provider's three webhooks at the API (`apiUrl` as the provider reaches it), each
 * carrying the secret header; registering again on every start reuses them. With the database
 * every API process shares, it runs under a Postgres lock: APIs starting together register once.
 */
export function registerLinkedInWebhooks(
  provider: LinkedInProvider,
  apiUrl: string,
  secret: string,
  databaseUrl?: string,
): Promise<LinkedInWebhookIds> {
  const base = apiUrl.replace(/\/+$/, '');
  const register = () =>
    provider.registerWebhooks({
      messagesUrl: `${base}${LINKEDIN_WEBHOOK_PATHS.messages}`,
      relationsUrl: `${base}${LINKEDIN_WEBHOOK_PATHS.relations}`,
      accountStatusUrl: `${base}${LINKEDIN_WEBHOOK_PATHS.accountStatus}`,
      secret,
    });
  return databaseUrl ? withAdvisoryLock(databaseUrl, 'outflow:linkedin-webhooks', register) : register();
}
