import { HttpError } from 'react-admin';
import { apiRequest } from '../api/http-client';

/** Spec 01 §3 Chat, as GET /messages/chats answers it. */
export interface ChatAttendee {
  is_self: boolean;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  profile_url: string | null;
}

export interface Chat {
  chatId: string;
  campaignId: string | null;
  unreadCount: number;
  lastMessage: { text: string; timestamp: string };
  attendees: ChatAttendee[];
}

export interface ChatMessage {
  messageId: string;
  text: string;
  timestamp: string;
  is_sender: boolean;
  /** The invitation note our campaign sent, shown first in the thread. */
  kind?: 'invitation';
}

export type InboxTab = 'campaigns' | 'all' | 'unread';

/** Inbox page size (spec 01 §9). */
export const CHAT_PAGE_SIZE = 50;

export const INVALID_DATA_MESSAGE = 'Invalid data format received from server';

export async function fetchChats(tab: InboxTab): Promise<Chat[]> {
  const query = `limit=${CHAT_PAGE_SIZE}&skip=0${tab === 'campaigns' ? '&campaignsOnly=true' : ''}`;
  const body = await apiRequest<{ chats?: unknown }>(`/messages/chats?${query}`);
  if (!body || !Array.isArray(body.chats)) throw new HttpError(INVALID_DATA_MESSAGE, 200, body);
  return body.chats as Chat[];
}

export async function fetchChat(chatId: string): Promise<{ messages: ChatMessage[]; attendees: ChatAttendee[] }> {
  const body = await apiRequest<{ messages?: ChatMessage[]; attendees?: ChatAttendee[] }>(`/messages/chats/${encodeURIComponent(chatId)}`);
  return { messages: body?.messages ?? [], attendees: body?.attendees ?? [] };
}

export async function sendChatMessage(chatId: string, text: string): Promise<ChatMessage> {
  const body = await apiRequest<{ success: boolean; message: ChatMessage }>(`/messages/chats/${encodeURIComponent(chatId)}/messages`, { method: 'POST', body: { text } });
  return body.message;
}

export async function generateChatResponse(chatId: string, aiPrompt: string, characterLimit: number): Promise<string> {
  const body = await apiRequest<{ success: boolean; message: string }>('/ai-messages/generate-chat-response', { method: 'POST', body: { chatId, aiPrompt, characterLimit } });
  return body.message;
}

export const CHATS_KEY = ['inbox', 'chats'] as const;
export const chatListKey = (tab: InboxTab) => [...CHATS_KEY, tab] as const;
export const chatKey = (chatId: string) => ['inbox', 'chat', chatId] as const;
