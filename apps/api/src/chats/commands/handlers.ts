import { MarkChatReadHandler } from './mark-chat-read.handler';
import { RecordChatMessagesHandler } from './record-chat-messages.handler';
import { RecordReceivedMessageHandler } from './record-received-message.handler';
import { SendChatMessageHandler } from './send-chat-message.handler';
import { SyncChatsHandler } from './sync-chats.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [
  MarkChatReadHandler,
  RecordChatMessagesHandler,
  RecordReceivedMessageHandler,
  SendChatMessageHandler,
  SyncChatsHandler,
];
