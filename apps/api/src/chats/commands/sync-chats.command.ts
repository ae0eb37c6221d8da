import { Command } from '@nestjs/cqrs';

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
