/** Pulls the account's recent chats from LinkedIn and records the messages the inbox is missing. */
export class SyncChatsCommand {
  constructor(
    readonly userId: string,
    readonly correlationId: string,
  ) {}
}
