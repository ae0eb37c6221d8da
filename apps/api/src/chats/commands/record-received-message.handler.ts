import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock } from '@outflow/domain';
import { findLinkedInAccountState, findUserIdByLinkedInAccount, type ReadModelDb } from '@outflow/read-models';
import { CLOCK, READ_DB } from '../../infrastructure/tokens';
import { messageFromWebhook } from '@outflow/contacts';
import { RecordChatMessagesCommand } from './record-chat-messages.command';
import { type ReceivedMessageOutcome, RecordReceivedMessageCommand } from './record-received-message.command';

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
    const own = (await findLinkedInAccountState(this.db, userId)).profile?.providerId ?? null;
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
