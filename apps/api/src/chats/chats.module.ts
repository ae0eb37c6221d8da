import { Module } from '@nestjs/common';
import { ChatSyncScheduler } from './chat-sync-scheduler';
import { ChatsController } from './chats.controller';
import { handlers } from './commands/handlers';

/** The inbox: chat streams fed by the messaging webhook, syncs and sends; read from the chats read model. */
@Module({
  controllers: [ChatsController],
  providers: [ChatSyncScheduler, ...handlers],
})
export class ChatsModule {}
