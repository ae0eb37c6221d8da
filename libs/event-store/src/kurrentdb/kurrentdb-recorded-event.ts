import {
  eventTypeFilter,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type Filter,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { upcastEventData, type EventMetadata } from '@outflow/domain';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '../event-store';

/** Maps a KurrentDB event to ours; system events (`$...`) and links without an event give undefined. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) return undefined;
  if (!event.position)
    throw new Error(`KurrentDB sent event ${event.id} without its position (servers before 22.6 do)`);
  const metadata = event.metadata as unknown as EventMetadata;
  return {
    type: event.type,
    // Stored events keep the shape they were written in; readers see today's.
    data: upcastEventData(event.type, event.data, () => metadata.userId),
    metadata,
    eventId: event.id,
    streamId: event.streamId,
    streamPosition: event.revision,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    createdAt: event.created,
  };
}

/** Server-side filter: the exact event types asked for, else everything but system events. */
export function eventFilter(eventTypes: readonly string[] | undefined): Filter {
  if (eventTypes === undefined) return excludeSystemEvents();
  const alternatives = eventTypes.map((type) => type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  // An empty list matches nothing, as it does in the Postgres store.
  return eventTypeFilter({ regex: eventTypes.length === 0 ? '^(?!)' : `^(?:${alternatives})$` });
}

export function readPosition(after: GlobalPosition | undefined): ReadPosition {
  return after && after.commit >= 0n ? { commit: after.commit, prepare: after.prepare } : 'start';
}

/** Reading $all from a position includes the event at it; ours start strictly after. */
export function isAfter(event: RecordedEvent, after: GlobalPosition | undefined): boolean {
  return after === undefined || comparePositions(event.position, after) > 0;
}
