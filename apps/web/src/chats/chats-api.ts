import { HttpError } from 'react-admin';
import type {
  Chat,
  ChatAttendee,
  ChatList,
  ChatMessage,
  ChatMessageSent,
  ChatThread,
  GeneratedMessage,
} from '@outflow/api-contract';
import { apiRequest } from '../api/http-client';

export type InboxTab = 'campaigns' | 'all' | 'unread';

/** Inbox page size (spec 01 §9). */
export const CHAT_PAGE_SIZE = 50;

export const INVALID_DATA_MESSAGE = 'Invalid data format received from server';

/** The chats of a tab, of every sender or of the one named. */
export async function fetchChats(tab: InboxTab, accountId: string | null = null): Promise<Chat[]> {
  const query =
    `limit=${CHAT_PAGE_SIZE}&skip=0${tab === 'campaigns' ? '&campaignsOnly=true' : ''}` +
    (accountId ? `&accountId=${encodeURIComponent(accountId)}` : '');
  // A proxy or an old server may answer anything: only a list of chats is shown.
  const body = await apiRequest<Partial<ChatList> | null>(`/messages/chats?${query}`);
  if (!body || !Array.isArray(body.chats)) throw new HttpError(INVALID_DATA_MESSAGE, 200, body);
  return body.chats;
}

export async function fetchChat(
  chatId: string,
): Promise<{ messages: ChatMessage[]; attendees: ChatAttendee[]; doNotContact: ChatThread['doNotContact'] }> {
  const body = await apiRequest<Partial<ChatThread> | null>(`/messages/chats/${encodeURIComponent(chatId)}`);
  return { messages: body?.messages ?? [], attendees: body?.attendees ?? [], doNotContact: body?.doNotContact ?? null };
}

export async function sendChatMessage(chatId: string, text: string): Promise<ChatMessage> {
  const body = await apiRequest<ChatMessageSent>(`/messages/chats/${encodeURIComponent(chatId)}/messages`, {
    method: 'POST',
    body: { text },
  });
  return body.message;
}

/** A reply written from the chat, and which writer wrote it (a model, or the offline writer). */
export async function generateChatResponse(
  chatId: string,
  aiPrompt: string,
  characterLimit: number,
): Promise<Pick<GeneratedMessage, 'message' | 'writer'>> {
  const { message, writer } = await apiRequest<GeneratedMessage>('/ai-messages/generate-chat-response', {
    method: 'POST',
    body: { chatId, aiPrompt, characterLimit },
  });
  return { message, writer };
}

export const CHATS_KEY = ['inbox', 'chats'] as const;
export const chatListKey = (tab: InboxTab, accountId: string | null = null) =>
  [...CHATS_KEY, tab, accountId ?? 'all'] as const;
export const chatKey = (chatId: string) => ['inbox', 'chat', chatId] as const;
