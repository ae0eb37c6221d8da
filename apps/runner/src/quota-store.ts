import {
  emptyLedger,
  evolveLedger,
  ledgerDays,
  localDay,
  quotaStream,
  releaseQuota,
  reserveQuota,
  type EventMetadata,
  type QuotaDecision,
  type QuotaLedger,
  type QuotaReleaseReason,
  type QuotaRequest,
} from '@outflow/domain';
import { ConcurrencyError, type EventStore, type ExpectedVersion } from '@outflow/event-store';

const MAX_ATTEMPTS = 30;

/** An account's ledger as read, with today's stream version for the next append. */
export interface LoadedLedger {
  readonly ledger: QuotaLedger;
  readonly todayVersion: ExpectedVersion;
}

/** Reads the account's quota streams of today (in its zone) and the seven days before. */
export async function loadLedger(store: EventStore, accountId: string, now: Date, timeZone: string): Promise<LoadedLedger> {
  const today = localDay(now, timeZone);
  let ledger = emptyLedger(today);
  let todayVersion: ExpectedVersion = 'no_stream';
  for (const day of ledgerDays(today)) {
    const events = await store.readStream(quotaStream(accountId, day));
    for (const event of events) ledger = evolveLedger(ledger, event);
    if (day === today && events.length > 0) todayVersion = events[events.length - 1].streamPosition;
  }
  return { ledger, todayVersion };
}

/**
 * Reserves one step's action on the account's day. The append carries today's stream version, so
 * two runners racing for the last slot cannot both get it: the loser re-reads, then is refused (or
 * finds the reservation its step already holds).
 */
export async function reserve(store: EventStore, request: QuotaRequest, metadata: EventMetadata): Promise<QuotaDecision> {
  for (let attempt = 0; ; attempt++) {
    const { ledger, todayVersion } = await loadLedger(store, request.accountId, request.now, request.timeZone);
    const decision = reserveQuota(ledger, request);
    if (decision.kind !== 'granted') return decision;
    try {
      await store.appendToStream(
        quotaStream(request.accountId, ledger.today),
        decision.events.map((e) => ({ type: e.type, data: e.data, metadata })),
        { expectedVersion: todayVersion },
      );
      return decision;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
      // Steps of one account raced for its day stream: back off a little, at random, so they stop colliding.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));
    }
  }
}

/** Gives a step's live reservation back on the day it was made (nothing when it holds none). */
export async function release(
  store: EventStore,
  input: { accountId: string; key: string; reason: QuotaReleaseReason; now: Date; timeZone: string },
  metadata: EventMetadata,
): Promise<void> {
  const { ledger } = await loadLedger(store, input.accountId, input.now, input.timeZone);
  const events = releaseQuota(ledger, input.key, input.reason, input.now, input.accountId);
  if (events.length === 0) return;
  // Appended at any version: a release only ever lowers the day's counts, so it cannot break a limit.
  await store.appendToStream(quotaStream(input.accountId, events[0].data.day), events.map((e) => ({ type: e.type, data: e.data, metadata })), { expectedVersion: 'any' });
}
