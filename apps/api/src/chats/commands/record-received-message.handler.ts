import { Inject } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock } from '@outflow/domain';
import { findSender, findUserIdByLinkedInAccount, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from '../../infrastructure/tokens';
import { messageFromWebhook } from '@outflow/contacts';
import { RecordChatMessagesCommand } from './record-chat-messages.handler';
import type { LinkedInMessageEvent } from '@outflow/linkedin';

/** The messaging webhook delivered a message of one of our users' accounts (theirs or the other side's). */
export class RecordReceivedMessageCommand extends Command<ReceivedMessageOutcome> {
  constructor(
    readonly event: LinkedInMessageEvent,
    readonly correlationId: string,
  ) {
    super();
  }
}

/**
 * What became of a webhook's message: `replied` when it was a member's reply (recorded on their
 * contact, their sequences ended), `recorded` for any other new message, `duplicate` when known.
 */
export type ReceivedMessageOutcome = 'replied' | 'recorded' | 'duplicate' | 'unknown-account' | 'no-message-id';

/** Puts a webhook's message into its chat stream, owned by the user whose account it is. */
@CommandHandler(RecordReceivedMessageCommand)
export class RecordReceivedMessageHandler implements ICommandHandler<RecordReceivedMessageCommand> {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ event, correlationId }: RecordReceivedMessageCommand): Promise<ReceivedMessageOutcome> {
    const userId = await findUserIdByLinkedInAccount(this.db, event.accountId);
    if (!userId) return 'unknown-account';
    const own = (await findSender(this.db, userId, event.accountId)).profile?.providerId ?? null;
    const message = messageFromWebhook(event, own, this.clock.now());
    if (!message) return 'no-message-id';
    const metadata = { userId, actor: 'webhook' as const, correlationId, causationId: correlationId };
    const result = await this.commands.execute(
      new RecordChatMessagesCommand(event.accountId, event.chatId, [message], metadata),
    );
    if (result.replies > 0) return 'replied';
    return result.chat.newEvents.length > 0 ? 'recorded' : 'duplicate';
  }
}
