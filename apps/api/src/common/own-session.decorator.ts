import { SetMetadata } from '@nestjs/common';

export const IS_OWN_SESSION = 'outflow:own-session';

/**
 * A route that acts on the caller's own session (signing out), not on anyone's data: support staff
 * may use it, and what it appends carries the actor `user` (they act on their own account), which
 * the event store's read-only rule for support lets through (libs/event-store/src/support-writes.ts).
 */
export const OwnSession = (): MethodDecorator => SetMetadata(IS_OWN_SESSION, true);
