import type { Config } from '@outflow/config';
import { systemClock, type Clock } from '@outflow/domain';
import { RemoteSandboxClock } from '@outflow/linkedin';

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
    const clock = new RemoteSandboxClock({ baseUrl: config.LINKEDIN_SANDBOX_URL, controlToken: config.SANDBOX_CONTROL_TOKEN });
    await clock.start();
    return { clock, stop: () => clock.stop() };
  }
  return { clock: systemClock, stop: () => undefined };
}
