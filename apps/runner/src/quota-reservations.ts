import {
  evolveQuota,
  initialQuotaState,
  quotaStream,
  reserveQuota,
  type EventMetadata,
  type QuotaDecision,
  type QuotaRequest,
} from '@outflow/domain';
import { ConcurrencyError, type EventStore } from '@outflow/event-store';

const MAX_ATTEMPTS = 30;

/**
 * Reserves one action of a LinkedIn account's day against its owner's limits. The append carries the
 * quota stream's expected version, so two runners racing for the last slot cannot both get it:
 * the loser re-reads and is refused.
 */
export async function reserveDailyQuota(
  store: EventStore,
  request: QuotaRequest,
  metadata: EventMetadata,
): Promise<QuotaDecision> {
  const stream = quotaStream(request.accountId, request.day);
  for (let attempt = 0; ; attempt++) {
    const events = await store.readStream(stream);
    const state = events.reduce(evolveQuota, initialQuotaState());
    const decision = reserveQuota(state, request);
    if (!decision.granted || decision.events.length === 0) return decision;
    try {
      await store.appendToStream(
        stream,
        decision.events.map((e) => ({ type: e.type, data: e.data, metadata })),
        { expectedVersion: events.length === 0 ? 'no_stream' : events[events.length - 1].streamPosition },
      );
      return decision;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
      // Many steps of one account race for its day stream: back off a little, at random, so they stop colliding.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));
    }
  }
}
