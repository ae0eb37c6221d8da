import type { NewEvent } from './event-store';

/**
 * What support staff may write: the record of their own read (the user's access log). Support is a
 * read-only role over users' data; the store, where every write lands, is where that is held, so no
 * route, handler or background job started by a support request can write on a user's behalf.
 * A support member's own session (signing out) is not a write on users' data: it is appended with
 * the actor `user` (they act on their own account), never `support`.
 */
const SUPPORT_MAY_APPEND: ReadonlySet<string> = new Set(['SupportAccessRecorded']);

/** An append whose actor is support staff, of an event other than the record of a support read. */
export class SupportWriteRefusedError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventType: string,
  ) {
    super(`Support staff cannot append ${eventType} to ${streamId}: support is read-only`);
    this.name = 'SupportWriteRefusedError';
  }
}

/** Every adapter calls this before it appends: nothing of a refused batch is stored. */
export function refuseSupportWrites(streamId: string, events: readonly NewEvent[]): void {
  const refused = events.find((e) => e.metadata.actor === 'support' && !SUPPORT_MAY_APPEND.has(e.type));
  if (refused) throw new SupportWriteRefusedError(streamId, refused.type);
}
