import type { EventStore } from '@outflow/event-store';
import { eventsAppended, quotaRefusals } from '@outflow/observability';

/** The deferrals that mean a limit was used up (the quota refused the action). */
const QUOTA_REASONS = new Set(['daily-limit', 'total-limit', 'weekly-cap']);

/**
 * The event store every process opens, counting what it appends (`outflow_events_appended_total`
 * by type, `outflow_quota_refusals_total` from the steps put off for a used-up limit). Everything
 * else passes through unchanged.
 */
export function measuredEventStore(store: EventStore): EventStore {
  return {
    async appendToStream(streamId, events, options) {
      const result = await store.appendToStream(streamId, events, options);
      for (const event of events) {
        eventsAppended.inc({ type: event.type });
        const code = event.type === 'StepDeferred' ? (event.data as { code?: string }).code : undefined;
        if (code && QUOTA_REASONS.has(code)) quotaRefusals.inc({ reason: code });
      }
      return result;
    },
    readStream: (streamId, options) => store.readStream(streamId, options),
    readStreams: (streamIds) => store.readStreams(streamIds),
    readAll: (options) => store.readAll(options),
    subscribeToAll: (options) => store.subscribeToAll(options),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}
