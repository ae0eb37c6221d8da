import type { Config } from '@outflow/config';

export const LAPSE_SCHEDULER_OPTIONS = Symbol('LapseSchedulerOptions');

export interface LapseSchedulerOptions {
  /** Time between two scans for ended trials and granted periods. */
  readonly intervalMs: number;
}

export const DEFAULT_LAPSE_CHECK_INTERVAL_MS = 60_000;

/** `LAPSE_CHECK_INTERVAL_MS` from the environment (default one minute); a bad value stops the start. */
export function lapseSchedulerOptions(config: Config): LapseSchedulerOptions {
  const raw = (config as unknown as Record<string, unknown>).LAPSE_CHECK_INTERVAL_MS;
  if (raw === undefined || raw === '') return { intervalMs: DEFAULT_LAPSE_CHECK_INTERVAL_MS };
  const intervalMs = Number(raw);
  if (!Number.isInteger(intervalMs) || intervalMs < 100) {
    throw new Error(`LAPSE_CHECK_INTERVAL_MS=${JSON.stringify(raw)}: must be a whole number of milliseconds, at least 100`);
  }
  return { intervalMs };
}
