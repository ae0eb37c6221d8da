import type { Config } from '@outflow/config';

export const LAPSE_SCHEDULER_OPTIONS = Symbol('LapseSchedulerOptions');

export interface LapseSchedulerOptions {
  /** Time between two scans for ended trials and granted periods. */
  readonly intervalMs: number;
}

export const DEFAULT_LAPSE_CHECK_INTERVAL_MS = 60_000;

/** `LAPSE_CHECK_INTERVAL_MS` from the configuration (checked at start by @outflow/config). */
export function lapseSchedulerOptions(config: Config): LapseSchedulerOptions {
  return { intervalMs: config.LAPSE_CHECK_INTERVAL_MS ?? DEFAULT_LAPSE_CHECK_INTERVAL_MS };
}
