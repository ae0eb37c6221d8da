/** The projector's change notice (apps/projector/src/notices.ts), as it arrives on the bus. */
export interface ProjectedNotice {
  readonly type: string;
  readonly userId: string;
  readonly streamId: string;
  readonly eventId: string;
  readonly commit: string;
  readonly prepare: string;
}

export const PROJECTED_NOTICES = 'outflow.notice.event.>';
