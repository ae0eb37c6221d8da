import {
  logLine,
  openAiWriter,
  openLinkedIn,
  openSplitProcessServices,
  runProcess,
  serveHealth,
} from '@outflow/wiring';
import { Runner } from './runner';
import { runnerReadiness } from './runner-readiness';

/**
 * The runner as its own process (docker-compose scales it); needs DATABASE_URL, NATS_URL and the
 * LinkedIn provider's settings (Unipile, or a sandbox at LINKEDIN_SANDBOX_URL, whose clock it then runs on).
 * HEALTH_PORT: /health, /ready (consuming, scheduler leader or standby) and /metrics.
 */
async function main(): Promise<Array<() => Promise<unknown>>> {
  const { config, database, store, db, bus, clock, closers } = await openSplitProcessServices('runner');
  const runner = new Runner({
    store,
    bus,
    db,
    provider: openLinkedIn(config),
    ai: openAiWriter(config),
    clock: clock.clock,
    databaseUrl: database.url,
    ackWaitMs: config.RUNNER_ACK_WAIT_MS,
    minActionGapMs: config.RUNNER_MIN_ACTION_GAP_MS,
    maxJitterMs: config.RUNNER_MAX_JITTER_MS,
    pollIntervalMs: config.RUNNER_POLL_INTERVAL_MS,
    concurrency: config.RUNNER_CONCURRENCY,
    log: logLine,
  });
  const closeHealth = await serveHealth(config, () => runnerReadiness(runner, store, db, bus));
  await runner.start();
  logLine('info', 'runner started');
  return [...closers, closeHealth, () => runner.stop()];
}

runProcess('runner', main);
