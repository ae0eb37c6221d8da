import { ConfigError, loadConfig, type Config } from '@outflow/config';
import type { Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import { createReadModelDb, migrateReadModels, type ReadModelDb } from '@outflow/read-models';
import { openDatabase, openEventStore, openOperatorClock } from '@outflow/wiring';

export interface OperatorStores {
  readonly config: Config;
  readonly eventStore: EventStore;
  readonly readDb: ReadModelDb;
  /** The clock the system runs on (the sandbox's with the sandbox as provider). */
  readonly clock: Clock;
}

/**
 * What an operator command line runs on: the installation's configuration, event store and read
 * models, opened for `use` and closed after it. Answers `use`'s exit code (1 for a bad configuration).
 */
export async function withOperatorStores(
  env: NodeJS.ProcessEnv,
  err: (line: string) => void,
  use: (stores: OperatorStores) => Promise<number>,
  clock?: Clock,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    err(error instanceof ConfigError ? error.message : String(error));
    return 1;
  }
  const database = await openDatabase(config, err);
  const eventStore = await openEventStore(config, database.url).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  const readDb = createReadModelDb(database.url, { poolSize: 2 });
  const opened = clock ? { clock, stop: () => undefined } : await openOperatorClock(config, database.url);
  try {
    await migrateReadModels(readDb);
    return await use({ config, eventStore, readDb, clock: opened.clock });
  } finally {
    opened.stop();
    await readDb.destroy();
    await eventStore.close();
    await database.stop();
  }
}

/** What an operator command line is given: tests pass their environment, clock and output. */
export interface OperatorCliOptions {
  readonly env?: NodeJS.ProcessEnv;
  readonly clock?: Clock;
  readonly out?: (line: string) => void;
  readonly err?: (line: string) => void;
}

/** Where a command line writes: the given output, else the console. */
export function operatorOutput(options: OperatorCliOptions): {
  out: (line: string) => void;
  err: (line: string) => void;
} {
  return { out: options.out ?? ((line) => console.log(line)), err: options.err ?? ((line) => console.error(line)) };
}

/** Runs a command line's `main` as a process, exiting with its code. */
export function runAsProcess(main: (argv: readonly string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
