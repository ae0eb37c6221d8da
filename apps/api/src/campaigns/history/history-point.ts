import { DomainError, eventTime } from '@outflow/domain';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '@outflow/event-store';

/** A point in a campaign's history: a global position (as history entries give it) or a moment in the clock's time. */
export type HistoryPoint =
  | { readonly kind: 'position'; readonly position: GlobalPosition }
  | { readonly kind: 'prepare'; readonly prepare: bigint }
  | { readonly kind: 'time'; readonly time: Date };

/** A global position as the API writes it: `<commit>:<prepare>`. */
export const formatPosition = (p: GlobalPosition): string => `${p.commit}:${p.prepare}`;

/** When an event happened: the clock's time its data records, else the store's. */
export const timeOf = (event: RecordedEvent): string => eventTime(event) ?? event.createdAt.toISOString();

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `at` as `?at=` gives it: `<commit>:<prepare>`, a bare position (its prepare part), or an ISO time with its zone. */
export function parseHistoryPoint(raw: string, field = 'at'): HistoryPoint {
  const text = raw.trim();
  const pair = /^(\d{1,20}):(\d{1,20})$/.exec(text);
  if (pair) return { kind: 'position', position: { commit: BigInt(pair[1]), prepare: BigInt(pair[2]) } };
  if (/^\d{1,20}$/.test(text)) return { kind: 'prepare', prepare: BigInt(text) };
  if (ISO.test(text) && !Number.isNaN(Date.parse(text))) return { kind: 'time', time: new Date(text) };
  throw new DomainError(
    `${field} must be a global position (e.g. 1042:1187, as history entries give it) or an ISO time with its zone (e.g. 2026-11-24T09:00:00Z)`,
    'INVALID_POINT',
    field,
  );
}

/**
 * How many events (a prefix of the global order) stood at the point: up to the position, or up to
 * the last event that had happened by the time (the first one after it ends the prefix).
 */
export function eventsUpTo(events: readonly RecordedEvent[], point: HistoryPoint): number {
  switch (point.kind) {
    case 'position': {
      let n = 0;
      while (n < events.length && comparePositions(events[n].position, point.position) <= 0) n++;
      return n;
    }
    case 'prepare': {
      const exact = events.findIndex((e) => e.position.prepare === point.prepare);
      if (exact >= 0) return exact + 1;
      let n = 0;
      while (n < events.length && events[n].position.prepare <= point.prepare) n++;
      return n;
    }
    case 'time': {
      const limit = point.time.getTime();
      const after = events.findIndex((e) => Date.parse(timeOf(e)) > limit);
      return after === -1 ? events.length : after;
    }
  }
}
