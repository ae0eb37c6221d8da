import { Runner, type RunnerOptions } from '../../apps/runner/src/runner';
import type { ApiHarness } from './api-harness';

/**
 * A started runner on an API harness and its LinkedIn sandbox, on the harness's clock, with no
 * spacing, no jitter and a quick poll, so a suite's steps run as soon as they are due.
 * RUNNER_TEST_LOG=1 prints its log.
 */
export async function startSandboxRunner(api: ApiHarness, overrides: Partial<RunnerOptions> = {}): Promise<Runner> {
  const runner = new Runner({
    store: api.eventStore,
    bus: api.bus,
    db: api.readDb,
    provider: api.linkedin!.provider,
    clock: api.clock,
    minActionGapMs: 0,
    maxJitterMs: 0,
    pollIntervalMs: 50,
    log: process.env.RUNNER_TEST_LOG ? (l, m, e) => console.log(l, m, JSON.stringify(e)) : undefined,
    ...overrides,
  });
  await runner.start();
  return runner;
}
