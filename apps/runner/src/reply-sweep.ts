import { syncChats, type ChatSync } from '@outflow/contacts';
import type { Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { ReadModelDb } from '@outflow/read-models';

export interface ReplySweepInput {
  readonly store: EventStore;
  readonly db: ReadModelDb;
  readonly provider: LinkedInProvider;
  readonly clock: Clock;
  readonly userId: string;
  readonly accountId: string;
  /** From when (clock time) chats with activity are read (replySweepSince). Null: the first page of chats. */
  readonly since: Date | null;
}

/**
 * Replies no webhook brought (a dropped webhook, an account disconnected for a while): the
 * account's chats with news since the last sweep go through the one message path, so a reply found
 * here ends the member's sequences like a webhook's. When it runs is the cadence rule's
 * (libs/domain contact/reply-sweep-cadence.ts), on the system's clock.
 */
export function sweepReplies(input: ReplySweepInput): Promise<ChatSync> {
  const metadata = { userId: input.userId, actor: 'runner' as const, correlationId: `reply-sweep-${input.accountId}` };
  return syncChats(
    input,
    { ownerId: input.userId, accountId: input.accountId, after: input.since ?? undefined },
    metadata,
  );
}
