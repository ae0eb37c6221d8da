import type { Actor } from '../events/event';

/** One event of a campaign's timeline, as the API answers it, the page shows it and the export writes it. */
export interface HistoryEntry {
  /** Its place in the global order of all events (`<commit>:<prepare>`): what `state?at=` takes. */
  readonly position: string;
  readonly type: string;
  /** When it happened, in the clock's time (the sandbox's, sped up or not). */
  readonly time: string;
  /** When the store recorded it (real time). */
  readonly recordedAt: string;
  readonly actor: Actor;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly streamId: string;
  /** The lead it is about (null for the campaign's own events). */
  readonly targetId: string | null;
  readonly summary: string;
  readonly data: unknown;
}

const CSV_COLUMNS = [
  'position',
  'time',
  'recordedAt',
  'type',
  'actor',
  'targetId',
  'summary',
  'correlationId',
  'causationId',
  'streamId',
] as const;

/** A CSV field: quoted when needed; a leading =, +, - or @ is defused so spreadsheets do not run it as a formula. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const HISTORY_CSV_HEADER = CSV_COLUMNS.join(',');

export const historyCsvLine = (entry: HistoryEntry): string =>
  CSV_COLUMNS.map((column) => csvField(entry[column])).join(',');

/** JSON lines: one entry per line, data included. */
export const historyJsonLine = (entry: HistoryEntry): string => JSON.stringify(entry);
