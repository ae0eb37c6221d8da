import type { EventMetadata } from '@outflow/domain';
import { AccountDisconnectedError, InvalidCredentialsError, type LinkedInProvider } from '@outflow/linkedin';
import { findSenders } from '@outflow/read-models';
import type { MessageDeps } from './record-chat-messages';
import type { SharedChatReads } from './shared-chat-reads';
import { memberWroteSince } from './sync-chats';

/** Senders read at once for one check (each is one LinkedIn call when the member's chat has no news). */
const PARALLELISM = 4;

/**
 * Right before an action a member would see: did they write to ANY sender of the workspace since
 * `since`? Chats are per account, and a reply to one sender ends the member's sequence on every
 * sender (issue 20), so the acting sender's chats are read first, then the other connected
 * senders'. What is found goes through the one message path (it ends the sequence).
 */
export async function memberWroteToWorkspace(
  deps: MessageDeps & {
    readonly provider: LinkedInProvider;
    /** The runner's reads of chats, shared by the checks running side by side. */
    readonly chatReads?: SharedChatReads;
  },
  input: {
    readonly ownerId: string;
    readonly actingAccountId: string;
    readonly memberProviderId: string;
    readonly since: Date;
  },
  metadata: EventMetadata,
): Promise<boolean> {
  const begunAt = deps.chatReads?.begin() ?? 0;
  const ask = (accountId: string) =>
    memberWroteSince(
      deps,
      { accountId, memberProviderId: input.memberProviderId, since: input.since },
      metadata,
      deps.chatReads?.chatsSince(accountId, input.since, begunAt),
    );
  if (await ask(input.actingAccountId)) return true;
  const others = (await findSenders(deps.db, input.ownerId))
    .filter((s) => s.connection === 'connected' && s.accountId !== null && s.accountId !== input.actingAccountId)
    .map((s) => s.accountId!);
  // Another sender lost meanwhile cannot be read (its chats are swept once it is back): that is not
  // the acting sender's failure, and must not hold every sender of the workspace.
  const askOther = (accountId: string) =>
    ask(accountId).catch((error: unknown) => {
      if (error instanceof AccountDisconnectedError || error instanceof InvalidCredentialsError) return false;
      throw error;
    });
  let next = 0;
  let wrote = false;
  const worker = async () => {
    while (!wrote && next < others.length) if (await askOther(others[next++])) wrote = true;
  };
  await Promise.all(Array.from({ length: Math.min(PARALLELISM, others.length) }, worker));
  return wrote;
}
