import { splitAttendeeName, type ChatAttendee, type ChatMessage } from '@outflow/domain';
import type { LinkedInChatAttendee, LinkedInMessage, LinkedInMessageEvent, WebhookAttendee } from '@outflow/linkedin';

/** LinkedIn's words for a chat and its messages → the chat stream's records (unipile.md §3, §6). */

export function attendeeFromProvider(a: LinkedInChatAttendee): ChatAttendee {
  return {
    providerId: a.providerId,
    isSelf: a.isSelf,
    ...splitAttendeeName(a.name),
    pictureUrl: a.pictureUrl,
    profileUrl: a.profileUrl,
  };
}

/** A message a sync read, with the chat's attendees; null when it has no id to deduplicate by. */
export function messageFromProvider(
  accountId: string,
  m: LinkedInMessage,
  attendees: ChatAttendee[],
  now: Date,
): ChatMessage | null {
  if (!m.messageId || m.deleted) return null;
  const sender = attendees.find(
    (a) => (m.senderId !== null && a.providerId === m.senderId) || (m.isSender && a.isSelf),
  );
  const name = sender ? [sender.firstName, sender.lastName].filter(Boolean).join(' ') || null : null;
  return {
    chatId: m.chatId,
    accountId,
    messageId: m.messageId,
    text: m.text ?? '',
    timestamp: m.timestamp ?? now.toISOString(),
    isSender: m.isSender,
    sender: { providerId: m.senderId ?? sender?.providerId ?? null, name, profileUrl: sender?.profileUrl ?? null },
    attendees,
    source: 'sync',
  };
}

/**
 * A `message_received` webhook. The account's own messages (sent here or elsewhere) come too: the
 * sender is the account when its member id is the account's own (`ownProviderId`).
 */
export function messageFromWebhook(
  event: LinkedInMessageEvent,
  ownProviderId: string | null,
  now: Date,
): ChatMessage | null {
  if (!event.messageId) return null;
  const isSelf = (a: WebhookAttendee) => ownProviderId !== null && a.providerId === ownProviderId;
  const toAttendee = (a: WebhookAttendee): ChatAttendee => ({
    providerId: a.providerId,
    isSelf: isSelf(a),
    ...splitAttendeeName(a.name),
    pictureUrl: null,
    profileUrl: a.profileUrl,
  });
  return {
    chatId: event.chatId,
    accountId: event.accountId,
    messageId: event.messageId,
    text: event.text ?? '',
    timestamp: event.timestamp ?? now.toISOString(),
    isSender: isSelf(event.sender),
    sender: { providerId: event.sender.providerId, name: event.sender.name, profileUrl: event.sender.profileUrl },
    attendees: [event.sender, ...event.attendees].map(toAttendee),
    source: 'webhook',
  };
}
