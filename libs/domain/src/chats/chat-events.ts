import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';

/**
 * Chat events live on one stream per LinkedIn chat (`chatStream(accountId, chatId)`). The inbox's
 * read models are folded from them; LinkedIn is never read to answer the UI. Dates are ISO strings.
 */

/** A person in the chat, as LinkedIn names them (a webhook knows less than a sync: no picture). */
export interface ChatAttendee {
  readonly providerId: string | null;
  readonly isSelf: boolean;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly pictureUrl: string | null;
  readonly profileUrl: string | null;
}

/** Where the message came to us from: the messaging webhook, a sync with LinkedIn, or our own send. */
export type ChatMessageSource = 'webhook' | 'sync' | 'send';

export interface ChatMessage {
  readonly chatId: string;
  readonly accountId: string;
  /** LinkedIn's message id: what makes a webhook and a sync of the same message one message. */
  readonly messageId: string;
  readonly text: string;
  /** LinkedIn's time of the message (not a reading of our clock): the event records no time of its own. */
  readonly timestamp: string;
  /** Written by the account itself (here or anywhere else on LinkedIn). */
  readonly isSender: boolean;
  readonly sender: {
    readonly providerId: string | null;
    readonly name: string | null;
    readonly profileUrl: string | null;
  };
  readonly attendees: ChatAttendee[];
  readonly source: ChatMessageSource;
}

export type ChatMessageRecorded = DomainEvent<'ChatMessageRecorded', ChatMessage>;

/** The user opened the chat (or LinkedIn says it is read): its unread count goes to 0. */
export type ChatRead = DomainEvent<'ChatRead', { chatId: string; accountId: string; occurredAt: string }>;

export type ChatEvent = ChatMessageRecorded | ChatRead;

export const CHAT_EVENT_TYPES = eventTypesOf({
  ChatMessageRecorded: true,
  ChatRead: true,
} satisfies Record<ChatEvent['type'], true>);
