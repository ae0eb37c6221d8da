import { loadConfig } from '@outflow/config';
import { logLine, openDatabase, openEventStore, openMessageBus, runProcess } from '@outflow/wiring';
import { Runner } from './runner';

/** The runner as its own process (docker-compose scales it); needs DATABASE_URL or KURRENTDB_URL, and NATS_URL. */
async function main(): Promise<Array<() => Promise<unknown>>> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const bus = await openMessageBus(config, { allowInProcess: false });
  const runner = new Runner({ store, bus });
  await runner.start();
  logLine('info', 'runner started');
  return [() => database.stop(), () => store.close(), () => bus.close(), () => runner.stop()];
}

runProcess(main);
