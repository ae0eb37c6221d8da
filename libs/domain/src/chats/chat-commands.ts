import type { Command } from '../events/event';
import type { ChatMessage } from './chat-events';

/** Records what a webhook, a sync or a send brought; messages the chat already has are left out. */
export type RecordChatMessages = Command<'RecordChatMessages', { messages: ChatMessage[] }>;

export type MarkChatRead = Command<'MarkChatRead', { chatId: string; accountId: string; now: Date }>;

export type ChatCommand = RecordChatMessages | MarkChatRead;
