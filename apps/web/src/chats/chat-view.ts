import type { Chat, ChatAttendee } from '@outflow/api-contract';
import type { InboxTab } from './chats-api';
import { formatDate } from '../layout/dates';

/** What the list reads of an attendee: who it is and how to show them. */
export type AttendeeView = Omit<ChatAttendee, 'provider_id'>;

/** What the list reads of a chat: the chat, which sender it belongs to, and its attendees. */
export type ChatPreview = Omit<Chat, 'attendees'> & { attendees: AttendeeView[] };

/** "via Sam Sender": which sender a chat belongs to, on a list of several senders' chats. */
export const chatSenderLabel = (chat: Pick<Chat, 'senderName'>): string =>
  `via ${chat.senderName || 'LinkedIn member'}`;

/** The person the user talks to in a chat. */
export const otherAttendee = <A extends AttendeeView>(attendees: readonly A[]): A | undefined =>
  attendees.find((a) => !a.is_self) ?? attendees[0];

export function attendeeName(attendee: Pick<ChatAttendee, 'first_name' | 'last_name'> | undefined): string {
  const name = [attendee?.first_name, attendee?.last_name].filter(Boolean).join(' ');
  return name || 'LinkedIn member';
}

/** The Unread tab shows the chats with unread messages; the server filters the Campaigns tab. */
export const chatsForTab = <C extends ChatPreview>(chats: readonly C[], tab: InboxTab): C[] =>
  tab === 'unread' ? chats.filter((c) => c.unreadCount > 0) : [...chats];

/** The hint under 'No conversations found.', per tab. */
export function noConversationsHint(tab: InboxTab): string {
  switch (tab) {
    case 'campaigns':
      return 'Conversations with leads from your campaigns appear here.';
    case 'unread':
      return 'You have read every conversation.';
    case 'all':
      return 'Your LinkedIn conversations appear here once you send or receive a message.';
  }
}

const DAY = 86_400_000;
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** Spec 01 §2 Inbox: time of day if today, 'Yesterday', the weekday within 7 days, else the date. */
export function chatTimeLabel(timestamp: string, now: Date = new Date()): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY);
  if (days <= 0) return at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (days === 1) return 'Yesterday';
  if (days < 7) return at.toLocaleDateString(undefined, { weekday: 'long' });
  return formatDate(at);
}
