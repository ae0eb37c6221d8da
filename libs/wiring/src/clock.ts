import type { Config } from '@outflow/config';
import { systemClock, type Clock } from '@outflow/domain';
import { RemoteSandboxClock } from '@outflow/linkedin';
import { Client } from 'pg';

export interface OpenedClock {
  readonly clock: Clock;
  stop(): void;
}

/**
 * The one clock of a process (design.md "One clock"): the embedded sandbox's own when `npm start`
 * runs one, the sandbox's as read from LINKEDIN_SANDBOX_URL when this process runs apart from it,
 * and the system clock with Unipile.
 */
export async function openClock(config: Config, embeddedSandboxClock?: Clock): Promise<OpenedClock> {
  if (embeddedSandboxClock) return { clock: embeddedSandboxClock, stop: () => undefined };
  if (config.LINKEDIN_PROVIDER === 'sandbox' && config.LINKEDIN_SANDBOX_URL) {
    const clock = new RemoteSandboxClock({
      baseUrl: config.LINKEDIN_SANDBOX_URL,
      controlToken: config.SANDBOX_CONTROL_TOKEN,
    });
    await clock.start();
    return { clock, stop: () => clock.stop() };
  }
  return { clock: systemClock, stop: () => undefined };
}

/**
 * The clock an operator's command (replay, projector check) reads: the one the system runs on.
 * With the sandbox as provider that is the sandbox's, read from the running app (its own address,
 * or the embedded sandbox under `/sandbox` on this host); when the app is stopped, sandbox time
 * stands where it stopped, as persisted in its own schema. With Unipile, the system clock.
 */
export async function openOperatorClock(config: Config, databaseUrl: string): Promise<OpenedClock> {
  if (config.LINKEDIN_PROVIDER !== 'sandbox') return { clock: systemClock, stop: () => undefined };
  const baseUrl = config.LINKEDIN_SANDBOX_URL ?? `http://127.0.0.1:${config.PORT}/sandbox`;
  const remote = new RemoteSandboxClock({ baseUrl, controlToken: config.SANDBOX_CONTROL_TOKEN });
  try {
    await remote.start();
    return { clock: remote, stop: () => remote.stop() };
  } catch {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client
        .query<{ value: { sandboxMs?: number } }>(`SELECT value FROM linkedin_sandbox.settings WHERE key = 'clock'`)
        .catch(() => ({ rows: [] as Array<{ value: { sandboxMs?: number } }> }));
      const stoppedAt = rows[0]?.value.sandboxMs;
      const clock: Clock = stoppedAt ? { now: () => new Date(stoppedAt), realMs: () => Infinity } : systemClock;
      return { clock, stop: () => undefined };
    } finally {
      await client.end();
    }
  }
}
