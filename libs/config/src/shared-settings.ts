import { ConfigError, type Config } from './config';

/** A process that runs apart from `npm start`, beside others of its kind and the other kinds. */
export type SplitProcess = 'api' | 'projector' | 'runner';

const NAMES: Record<SplitProcess, string> = { api: 'the API', projector: 'the projector', runner: 'the runner' };

/**
 * What a process started on its own must share with the others, one line per missing variable.
 * `npm start` may fall back to an embedded database, an in-process bus and secrets generated into
 * its data folder; processes apart may not: each would make its own, and silently disagree (a
 * second API rejecting the first one's tokens, webhooks registered under another secret).
 */
export function missingSharedSettings(config: Config, process: SplitProcess): string[] {
  const name = NAMES[process];
  const missing: string[] = [];
  if (!config.DATABASE_URL)
    missing.push(
      `DATABASE_URL is required: ${name} shares one Postgres with the other processes (only npm start runs an embedded database)`,
    );
  if (!config.NATS_URL)
    missing.push(`NATS_URL is required: ${name} reaches the other processes through NATS JetStream`);
  if (process === 'api' && config.AUTH_MODE === 'local' && !config.AUTH_SECRET)
    missing.push(
      'AUTH_SECRET is required: every API process signs and checks sign-in tokens with the same secret (32+ characters)',
    );
  if (process === 'api' && !config.UNIPILE_WEBHOOK_SECRET)
    missing.push(
      "UNIPILE_WEBHOOK_SECRET is required: every API process registers and checks LinkedIn's webhooks with the same secret",
    );
  return missing;
}

/** Throws a ConfigError naming every missing shared variable (one line each); the process exits 1. */
export function requireSharedSettings(config: Config, process: SplitProcess): void {
  const missing = missingSharedSettings(config, process);
  if (missing.length > 0) throw new ConfigError(missing);
}
