import {
  emptyLedger,
  evolveLedger,
  ledgerDays,
  localDay,
  localDayWindow,
  QuotaNotGranted,
  quotaReservationDecider,
  quotaStream,
  releaseQuota,
  type EventMetadata,
  type LocalDay,
  type QuotaDecision,
  type QuotaLedger,
  type QuotaReleaseReason,
  type QuotaRequest,
} from '@outflow/domain';
import {
  handleCommand,
  readStreamVersion,
  type EventStore,
  type RecordedEvent,
  type StreamRead,
} from '@outflow/event-store';

const MAX_RETRIES = 30;
/** Steps of one account racing for its day stream back off a little, at random, so they stop colliding. */
const RACE_BACKOFF = { initialDelayMs: 5, maxDelayMs: 200 };

/** The account's quota streams of the ledger's days (see ledgerDays), oldest first; the version is today's. */
async function readLedgerDays(store: EventStore, accountId: string, today: LocalDay): Promise<StreamRead> {
  const events: RecordedEvent[] = [];
  let version: StreamRead['version'] = 'no_stream';
  for (const day of ledgerDays(today)) {
    const read = await readStreamVersion(store, quotaStream(accountId, day));
    events.push(...read.events);
    if (day === today) version = read.version;
  }
  return { events, version };
}

/** Reads the account's ledger of today (in its zone) and the seven days before. */
export async function loadLedger(
  store: EventStore,
  accountId: string,
  now: Date,
  timeZone: string,
): Promise<QuotaLedger> {
  const today = localDay(now, timeZone);
  // One round trip for the eight days: the scheduler reads every busy sender's ledger after each step.
  const events = await store.readStreams(ledgerDays(today).map((day) => quotaStream(accountId, day)));
  return events.reduce(evolveLedger, emptyLedger(today, localDayWindow(now, timeZone)));
}

/** loadLedger for several accounts in one round trip (the scheduler's senders due a fresh reading), in their order. */
export async function loadLedgers(
  store: EventStore,
  accounts: ReadonlyArray<{ readonly accountId: string; readonly timeZone: string }>,
  now: Date,
): Promise<QuotaLedger[]> {
  const dayStreams = accounts.map(({ accountId, timeZone }) =>
    ledgerDays(localDay(now, timeZone)).map((day) => quotaStream(accountId, day)),
  );
  const ofStream = new Map<string, number>();
  dayStreams.forEach((streams, i) => streams.forEach((stream) => ofStream.set(stream, i)));
  const ledgers = accounts.map(({ timeZone }) => emptyLedger(localDay(now, timeZone), localDayWindow(now, timeZone)));
  if (ofStream.size === 0) return ledgers;
  for (const event of await store.readStreams([...ofStream.keys()])) {
    const i = ofStream.get(event.streamId);
    if (i !== undefined) ledgers[i] = evolveLedger(ledgers[i], event);
  }
  return ledgers;
}

/**
 * Reserves one step's action on the account's day. The append carries today's stream version, so
 * two runners racing for the last slot cannot both get it: the loser re-reads, then is refused (or
 * finds the reservation its step already holds).
 */
export async function reserve(
  store: EventStore,
  request: QuotaRequest,
  metadata: EventMetadata,
): Promise<QuotaDecision> {
  const today = localDay(request.now, request.timeZone);
  try {
    const { newEvents } = await handleCommand(
      store,
      quotaStream(request.accountId, today),
      quotaReservationDecider(today, localDayWindow(request.now, request.timeZone)),
      request,
      metadata,
      {
        maxRetries: MAX_RETRIES,
        backoff: RACE_BACKOFF,
        read: (s) => readLedgerDays(s, request.accountId, today),
      },
    );
    return { kind: 'granted', events: newEvents };
  } catch (error) {
    if (error instanceof QuotaNotGranted) return error.decision;
    throw error;
  }
}

/** Gives a step's live reservation back on the day it was made (nothing when it holds none). */
export async function release(
  store: EventStore,
  input: { accountId: string; key: string; reason: QuotaReleaseReason; now: Date; timeZone: string },
  metadata: EventMetadata,
): Promise<void> {
  const ledger = await loadLedger(store, input.accountId, input.now, input.timeZone);
  const events = releaseQuota(ledger, input.key, input.reason, input.now, input.accountId);
  if (events.length === 0) return;
  // Appended at any version: a release only ever lowers the day's counts, so it cannot break a limit.
  await store.appendToStream(
    quotaStream(input.accountId, events[0].data.day),
    events.map((e) => ({ type: e.type, data: e.data, metadata })),
    { expectedVersion: 'any' },
  );
}
