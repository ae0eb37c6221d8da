import type { RecordedEvent } from '@outflow/event-store';

/**
 * The change notice published after an event is projected (subject `outflow.notice.event.<type>`):
 * enough for the API to push a socket.io update to the event's owner and let the browser re-query.
 */
export interface ProjectedNotice {
  readonly type: string;
  readonly userId: string;
  readonly streamId: string;
  readonly eventId: string;
  readonly commit: string;
  readonly prepare: string;
}

export function projectedNotice(event: RecordedEvent): ProjectedNotice {
  return {
    type: event.type,
    userId: event.metadata.userId,
    streamId: event.streamId,
    eventId: event.eventId,
    commit: event.position.commit.toString(),
    prepare: event.position.prepare.toString(),
  };
}
