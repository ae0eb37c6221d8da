import { evolveByType } from '../decider';
import { LIMIT_KEYS, type LimitKey } from '../rate-limits/limits';
import { addDays, type LocalDay } from '../schedule/local-time';
import type { QuotaEvent } from './quota-events';

/** One reservation as the ledger keeps it. */
export interface Reservation {
  readonly key: string;
  readonly day: LocalDay;
  readonly limit: LimitKey;
  readonly campaignId: string;
  readonly targetId: string;
  readonly stepId: string;
  readonly jobId: string;
  readonly at: string;
  /** When the store recorded it (real time), where known: how long ago a lost job held it. */
  readonly recordedAt?: string;
  readonly released: boolean;
}

/**
 * An account's reservations over the days a decision needs: today for the daily limits, the seven
 * days before for the rolling weekly cap and for a reservation a crashed runner left open.
 */
export interface QuotaLedger {
  readonly today: LocalDay;
  /**
   * Today's instants in the account's zone now: what "today" counts. Reservations are kept on the
   * stream of the day they were made, named in the zone of then; counting by instant, not by name,
   * keeps a zone change from passing a limit (issue 17).
   */
  readonly todayWindow?: { readonly from: number; readonly to: number };
  readonly reservations: ReadonlyMap<string, Reservation>;
}

/**
 * The days a ledger reads: the seven before today (a rolling week can start on any of them), today,
 * and tomorrow (a zone ahead of today's names the same instants a day later).
 */
export const ledgerDays = (today: LocalDay): LocalDay[] => Array.from({ length: 9 }, (_, i) => addDays(today, i - 7));

export const emptyLedger = (today: LocalDay, todayWindow?: QuotaLedger['todayWindow']): QuotaLedger => ({
  today,
  ...(todayWindow ? { todayWindow } : {}),
  reservations: new Map(),
});

/** Folds quota events (of any of the ledger's days, in order) into the ledger. */
export const evolveLedger = evolveByType<QuotaLedger, QuotaEvent>({
  QuotaReserved: (ledger, { data, createdAt }) => {
    const { key, day, limit, campaignId, targetId, stepId, jobId, occurredAt: at } = data;
    const reservations = new Map(ledger.reservations);
    // A key released earlier and reserved again (a retry) is one live reservation.
    const recordedAt = createdAt?.toISOString();
    reservations.set(key, {
      key,
      day,
      limit,
      campaignId,
      targetId,
      stepId,
      jobId,
      at,
      released: false,
      ...(recordedAt ? { recordedAt } : {}),
    });
    return { ...ledger, reservations };
  },
  QuotaReleased: (ledger, { data }) => {
    const held = ledger.reservations.get(data.key);
    if (!held || held.released) return ledger;
    const reservations = new Map(ledger.reservations);
    reservations.set(data.key, { ...held, released: true });
    return { ...ledger, reservations };
  },
});

export interface QuotaCounts {
  readonly perLimit: Readonly<Record<LimitKey, number>>;
  readonly total: number;
}

const live = (ledger: QuotaLedger) => [...ledger.reservations.values()].filter((r) => !r.released);

/** What today's live reservations use, per limit and in total (made inside today's window, where known). */
export function countsOn(ledger: QuotaLedger, day: LocalDay = ledger.today): QuotaCounts {
  const perLimit = Object.fromEntries(LIMIT_KEYS.map((k) => [k, 0])) as Record<LimitKey, number>;
  const window = day === ledger.today ? ledger.todayWindow : undefined;
  const isToday = (r: Reservation) => {
    if (!window) return r.day === day;
    const at = Date.parse(r.at);
    return at >= window.from && at < window.to;
  };
  let total = 0;
  for (const r of live(ledger)) {
    if (!isToday(r)) continue;
    perLimit[r.limit] += 1;
    total += 1;
  }
  return { perLimit, total };
}

/** Live invitation reservations made after `since`, oldest first (the rolling week's content). */
export function invitationsSince(ledger: QuotaLedger, since: Date): Reservation[] {
  return live(ledger)
    .filter((r) => r.limit === 'connections' && Date.parse(r.at) > since.getTime())
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The latest live reservation's time: the account's last action, for spacing. */
export function lastReservedAt(ledger: QuotaLedger): Date | null {
  let latest = -Infinity;
  for (const r of live(ledger)) latest = Math.max(latest, Date.parse(r.at));
  return Number.isFinite(latest) ? new Date(latest) : null;
}

/** The live reservation of a step, when one exists (an attempt holds it now, or a crashed one left it). */
export const openReservation = (ledger: QuotaLedger, key: string): Reservation | undefined => {
  const r = ledger.reservations.get(key);
  return r && !r.released ? r : undefined;
};
