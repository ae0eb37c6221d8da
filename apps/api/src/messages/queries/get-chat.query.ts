/** One chat of the user with its messages, oldest first. */
export class GetChatQuery {
  constructor(
    readonly userId: string,
    readonly chatId: string,
  ) {}
}
