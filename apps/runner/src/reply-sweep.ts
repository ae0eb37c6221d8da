import { syncChats, type ChatSync } from '@outflow/contacts';
import type { Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import type { ReadModelDb } from '@outflow/read-models';

/** Replies are looked for at least this often (clock time) while an account has open sequences (issue 17). */
export const REPLY_SWEEP_INTERVAL_MS = 30 * 60_000;

export interface ReplySweepInput {
  readonly store: EventStore;
  readonly db: ReadModelDb;
  readonly provider: LinkedInProvider;
  readonly clock: Clock;
  readonly userId: string;
  readonly accountId: string;
  /** The previous sweep (clock time): only chats with activity since are read. Null: the first page of chats. */
  readonly since: Date | null;
}

/**
 * Replies no webhook brought (a dropped webhook, an account disconnected for a while): the
 * account's chats with news since the last sweep go through the one message path, so a reply found
 * here ends the member's sequences like a webhook's. Runs every half hour of clock time per account
 * with open sequences, and at once when an account is connected again.
 */
export function sweepReplies(input: ReplySweepInput): Promise<ChatSync> {
  const metadata = { userId: input.userId, actor: 'runner' as const, correlationId: `reply-sweep-${input.accountId}` };
  return syncChats(
    input,
    { ownerId: input.userId, accountId: input.accountId, after: input.since ?? undefined },
    metadata,
  );
}
