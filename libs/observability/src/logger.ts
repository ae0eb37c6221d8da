import pino, { type Logger } from 'pino';

export type LogLevel = 'info' | 'warn' | 'error';
/** How the apps' classes log: a level, a message and fields (no logger type to depend on). */
export type LogLine = (level: LogLevel, message: string, extra?: Record<string, unknown>) => void;

/**
 * One JSON log format for every process (pino's: `level` as a number, `time` in epoch ms, `pid`,
 * `hostname`, `name` for the process, `msg`, then the fields), the API's request logs included,
 * so one query reads them all. LOG_LEVEL sets the level (default info).
 */
export function processLogger(
  name: string,
  options: { level?: string; destination?: pino.DestinationStream } = {},
): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  return options.destination ? pino({ name, level }, options.destination) : pino({ name, level });
}

/** A LogLine writing through `logger`. */
export function logLineOf(logger: Logger): LogLine {
  return (level, message, extra) => (extra ? logger[level](extra, message) : logger[level](message));
}
