/**
 * The change notice the projector publishes on the bus (subject `outflow.notice.event.<type>`)
 * after an event reached the read models: enough for the API to push a socket.io update to the
 * event's owner, whose page then re-queries the read model.
 */
export interface ProjectedNotice {
  readonly type: string;
  readonly userId: string;
  readonly streamId: string;
  readonly eventId: string;
  readonly commit: string;
  readonly prepare: string;
  /** The sender the event names (a LinkedIn action's account), so a push can say whose figures moved. */
  readonly accountId?: string;
}

export const projectedNoticeSubject = (eventType: string): string => `outflow.notice.event.${eventType}`;

/** Every projected notice, for listeners. */
export const PROJECTED_NOTICES = 'outflow.notice.event.>';
