import type { Config } from '@outflow/config';
import { logLineOf, processLogger, startHealthServer, type LogLine, type Readiness } from '@outflow/observability';
import type { Logger } from 'pino';

let logger: Logger | undefined;
let name = 'outflow';

/** This process's logger (pino JSON, named after the process runProcess started). */
export function processLog(): Logger {
  return (logger ??= processLogger(name));
}

/** A log line in the one JSON format every process writes. */
export const logLine: LogLine = (level, message, extra) => logLineOf(processLog())(level, message, extra);

/**
 * How every process entry point (`main.ts`) starts and stops: `main` runs; a failure prints its
 * message and exits 1; SIGINT/SIGTERM close what `main` opened, in reverse order, then exit 0.
 * `processName` names the process in its logs (api, projector, runner).
 */
export function runProcess(processName: string, main: () => Promise<Array<() => Promise<unknown>>>): void {
  name = processName;
  logger = undefined;
  main()
    .then((closers) => {
      let stopping = false;
      const stop = async () => {
        if (stopping) return;
        stopping = true;
        for (const close of [...closers].reverse())
          await close().catch((error: unknown) => logLine('error', 'stopping failed', { error: String(error) }));
        process.exit(0);
      };
      process.on('SIGINT', () => void stop());
      process.on('SIGTERM', () => void stop());
    })
    .catch((error: unknown) => {
      // Said plainly on stderr: what an operator reads when a process will not start.
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

/**
 * The process's health port when HEALTH_PORT is set (/health, /ready, /metrics); answers how to
 * close it (nothing to close without one).
 */
export async function serveHealth(
  config: Config,
  readiness: () => Promise<Readiness>,
): Promise<() => Promise<unknown>> {
  if (config.HEALTH_PORT === undefined) return async () => undefined;
  const server = await startHealthServer({ port: config.HEALTH_PORT, host: config.HEALTH_HOST, readiness });
  logLine('info', 'health port listening', { url: server.url });
  return () => server.close();
}
