import { loadConfig } from '@outflow/config';
import { openDatabase, openEventStore, openMessageBus } from '@outflow/wiring';
import { Runner } from './runner';

/** The runner as its own process (docker-compose scales it); needs DATABASE_URL or KURRENTDB_URL, and NATS_URL. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const store = await openEventStore(config, database.url);
  const bus = await openMessageBus(config, { allowInProcess: false });
  const runner = new Runner({ store, bus });
  await runner.start();
  console.log(JSON.stringify({ level: 'info', time: Date.now(), msg: 'runner started' }));
  const stop = async () => {
    await runner.stop();
    await bus.close();
    await store.close();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
