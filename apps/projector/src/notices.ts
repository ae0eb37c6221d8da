import type { RecordedEvent } from '@outflow/event-store';
import type { ProjectedNotice } from '@outflow/read-models';

export function projectedNotice(event: RecordedEvent): ProjectedNotice {
  const accountId = (event.data as { accountId?: unknown } | null)?.accountId;
  return {
    type: event.type,
    userId: event.metadata.userId,
    streamId: event.streamId,
    eventId: event.eventId,
    commit: event.position.commit.toString(),
    prepare: event.position.prepare.toString(),
    ...(typeof accountId === 'string' ? { accountId } : {}),
  };
}
