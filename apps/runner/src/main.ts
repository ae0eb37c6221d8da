import { loadConfig } from '@outflow/config';
import { createReadModelDb } from '@outflow/read-models';
import { logLine, openAiWriter, openDatabase, openEventStore, openLinkedIn, openMessageBus, runProcess } from '@outflow/wiring';
import { Runner } from './runner';

/** The runner as its own process (docker-compose scales it); needs DATABASE_URL, NATS_URL and the LinkedIn provider's settings. */
async function main(): Promise<Array<() => Promise<unknown>>> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const bus = await openMessageBus(config, { allowInProcess: false });
  const db = createReadModelDb(database.url);
  const runner = new Runner({
    store,
    bus,
    db,
    provider: openLinkedIn(config),
    ai: openAiWriter(config),
    minActionGapMs: config.RUNNER_MIN_ACTION_GAP_MS,
    maxJitterMs: config.RUNNER_MAX_JITTER_MS,
    pollIntervalMs: config.RUNNER_POLL_INTERVAL_MS,
    log: logLine,
  });
  await runner.start();
  logLine('info', 'runner started');
  return [() => database.stop(), () => store.close(), () => db.destroy(), () => bus.close(), () => runner.stop()];
}

runProcess(main);
