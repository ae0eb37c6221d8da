import { loadConfig } from '@outflow/config';
import { createReadModelDb } from '@outflow/read-models';
import { logLine, openAiWriter, openClock, openDatabase, openEventStore, openLinkedIn, openMessageBus, runProcess } from '@outflow/wiring';
import { Runner } from './runner';

/**
 * The runner as its own process (docker-compose scales it); needs DATABASE_URL, NATS_URL and the
 * LinkedIn provider's settings (Unipile, or a sandbox at LINKEDIN_SANDBOX_URL, whose clock it then runs on).
 */
async function main(): Promise<Array<() => Promise<unknown>>> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const bus = await openMessageBus(config, { allowInProcess: false });
  const db = createReadModelDb(database.url);
  // The sandbox's clock when it is the provider (LINKEDIN_SANDBOX_URL), else the system's.
  const clock = await openClock(config);
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
    log: logLine,
  });
  await runner.start();
  logLine('info', 'runner started');
  return [() => database.stop(), () => store.close(), () => db.destroy(), () => bus.close(), async () => clock.stop(), () => runner.stop()];
}

runProcess(main);
