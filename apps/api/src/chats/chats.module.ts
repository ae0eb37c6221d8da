import { Module } from '@nestjs/common';
import { ChatSyncScheduler } from './chat-sync-scheduler';
import { MarkChatReadHandler } from './commands/mark-chat-read.handler';
import { RecordChatMessagesHandler } from './commands/record-chat-messages.handler';
import { RecordReceivedMessageHandler } from './commands/record-received-message.handler';
import { SendChatMessageHandler } from './commands/send-chat-message.handler';
import { SyncChatsHandler } from './commands/sync-chats.handler';
import { ChatsController } from './chats.controller';

/** The inbox: chat streams fed by the messaging webhook, syncs and sends; read from the chats read model. */
@Module({
  controllers: [ChatsController],
  providers: [
    ChatSyncScheduler,
    RecordChatMessagesHandler,
    RecordReceivedMessageHandler,
    MarkChatReadHandler,
    SyncChatsHandler,
    SendChatMessageHandler,
  ],
})
export class ChatsModule {}
