import type { LinkedInChat, LinkedInChatAttendee, LinkedInMessage } from '../linkedin-models';
import { connectionDegreeOf } from '../network-distance';
import { count, flag, id, instant, messageText, record, text } from './wire-read';

/** An item of `GET /chats` (ChatList). */
export function toChat(item: unknown): LinkedInChat {
  const raw = record(item);
  const type = count(raw.type) ?? 0;
  return {
    chatId: id(raw.id) ?? '',
    accountId: id(raw.account_id) ?? '',
    providerId: id(raw.provider_id),
    attendeeProviderId: id(raw.attendee_provider_id),
    name: text(raw.name),
    isGroup: type !== 0,
    lastActivityAt: instant(raw.timestamp),
    unreadCount: count(raw.unread_count) ?? 0,
    archived: flag(raw.archived),
    readOnly: (count(raw.read_only) ?? 0) !== 0 || raw.read_only === true,
    isInMail: typeof raw.content_type === 'string' && raw.content_type.toLowerCase() === 'inmail',
  };
}

/** An item of `GET /chats/{id}/attendees` (ChatAttendeeList). */
export function toChatAttendee(item: unknown): LinkedInChatAttendee {
  const raw = record(item);
  const specifics = record(raw.specifics);
  return {
    attendeeId: id(raw.id) ?? '',
    providerId: id(raw.provider_id),
    name: text(raw.name),
    isSelf: flag(raw.is_self),
    pictureUrl: text(raw.picture_url),
    profileUrl: text(raw.profile_url),
    headline: text(specifics.headline) ?? text(specifics.occupation),
    // The account's own attendee: Unipile's SDK schema has no SELF distance, so `is_self` says it.
    connectionDegree: flag(raw.is_self) ? 0 : connectionDegreeOf(specifics.network_distance ?? raw.network_distance),
  };
}

/** An item of `GET /chats/{id}/messages` (MessageList). */
export function toMessage(item: unknown): LinkedInMessage {
  const raw = record(item);
  return {
    messageId: id(raw.id) ?? '',
    providerId: id(raw.provider_id),
    chatId: id(raw.chat_id) ?? '',
    senderId: id(raw.sender_id),
    text: messageText(raw.text),
    timestamp: instant(raw.timestamp),
    isSender: flag(raw.is_sender),
    seen: flag(raw.seen),
    deleted: flag(raw.deleted),
    messageType: text(raw.message_type),
  };
}
