import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { syncChats } from '@outflow/contacts';
import type { Clock, EventMetadata } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { LinkedInProvider } from '@outflow/linkedin';
import { findLinkedInAccountState, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, EVENT_STORE, LINKEDIN, READ_DB } from '../../infrastructure/tokens';
import { requireProvider } from '../../linkedin/linkedin-provider.access';

/** Pulls the account's recent chats from LinkedIn and records the messages the inbox is missing. */
export class SyncChatsCommand extends Command<ChatSyncResult> {
  constructor(
    readonly userId: string,
    readonly correlationId: string,
  ) {
    super();
  }
}

export interface ChatSyncResult {
  readonly chats: number;
  readonly recorded: number;
}

/** Records what the inbox is missing from the account's recent chats (@outflow/contacts syncChats). */
@CommandHandler(SyncChatsCommand)
export class SyncChatsHandler implements ICommandHandler<SyncChatsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(LINKEDIN) private readonly linkedin: LinkedInProvider | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, correlationId }: SyncChatsCommand): Promise<ChatSyncResult> {
    const account = await findLinkedInAccountState(this.db, userId);
    if (account.connection !== 'connected' || !account.accountId) return { chats: 0, recorded: 0 };
    const provider = requireProvider(this.linkedin);
    const metadata: EventMetadata = { userId, actor: 'system', correlationId, causationId: correlationId };
    const deps = { store: this.store, db: this.db, clock: this.clock, provider };
    const { chats, recorded } = await syncChats(deps, { ownerId: userId, accountId: account.accountId }, metadata);
    return { chats, recorded };
  }
}
