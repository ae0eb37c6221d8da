/**
 * The embedded Postgres did not start. Its message is the one line `npm start` prints before it
 * exits: what failed, and what to do about it.
 */
export class EmbeddedDatabaseError extends Error {
  constructor(dataDir: string, cause: unknown, recentLog: readonly string[] = []) {
    const reason =
      cause instanceof Error
        ? cause.message
        : cause === undefined
          ? 'Postgres exited while starting'
          : JSON.stringify(cause);
    const log = recentLog.length > 0 ? ` (Postgres said: ${recentLog.join(' ').slice(-300)})` : '';
    super(
      `The embedded database could not start: ${reason.split('\n')[0]}${log}. ` +
        `Check that DATA_DIR (${dataDir}) is writable and EMBEDDED_DATABASE_PORT is free, or set DATABASE_URL to a Postgres you run.`,
    );
    this.name = 'EmbeddedDatabaseError';
  }
}
