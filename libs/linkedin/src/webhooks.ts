import { createHash, timingSafeEqual } from 'node:crypto';
import { accountStatusOf } from './account-status';
import type { LinkedInAccountStatus } from './linkedin-models';
import { instant, list, messageText, record, text } from './unipile/wire-read';

/**
 * Unipile webhook bodies → typed events (unipile.md §2–3). Pure and tolerant: unknown fields are
 * ignored, the shapes §9 is unsure of are all accepted, and a body missing its ids gives null
 * (answer it 200 anyway, or the provider retries it five times).
 */

export interface WebhookAttendee {
  readonly attendeeId: string | null;
  readonly name: string | null;
  readonly providerId: string | null;
  readonly profileUrl: string | null;
}

export interface LinkedInMessageEvent {
  readonly kind: 'message';
  /** `message_received`, `message_read`, `message_reaction`, … */
  readonly event: string;
  readonly accountId: string;
  readonly chatId: string;
  readonly messageId: string | null;
  readonly text: string | null;
  readonly timestamp: string | null;
  readonly sender: WebhookAttendee;
  readonly attendees: WebhookAttendee[];
  /** Always an array: the provider sends one attachment as an object (§9.8). */
  readonly attachments: unknown[];
}

export interface LinkedInRelationEvent {
  readonly kind: 'relation';
  readonly accountId: string;
  readonly fullName: string | null;
  readonly providerId: string | null;
  readonly publicId: string | null;
  readonly profileUrl: string | null;
  readonly pictureUrl: string | null;
}

export interface LinkedInAccountStatusEvent {
  readonly kind: 'account_status';
  readonly accountId: string;
  readonly accountType: string | null;
  /** The provider's word (`OK`, `CREDENTIALS`, `DELETED`, … maybe more: §9.3). */
  readonly providerStatus: string;
  readonly status: LinkedInAccountStatus | 'deleted';
}

export interface HostedAuthNotification {
  readonly kind: 'hosted_auth';
  readonly outcome: 'created' | 'reconnected' | 'other';
  readonly providerStatus: string;
  readonly accountId: string;
  /** The `name` we put in the link: our user id. */
  readonly userId: string | null;
}

export type LinkedInWebhookEvent =
  LinkedInMessageEvent | LinkedInRelationEvent | LinkedInAccountStatusEvent | HostedAuthNotification;

export function parseMessageWebhook(body: unknown): LinkedInMessageEvent | null {
  const raw = record(body);
  const accountId = text(raw.account_id);
  const chatId = text(raw.chat_id);
  if (!accountId || !chatId) return null;
  const attachments = raw.attachments;
  return {
    kind: 'message',
    event: text(raw.event) ?? 'message_received',
    accountId,
    chatId,
    messageId: text(raw.message_id),
    text: messageText(raw.message) ?? text(record(raw.message).text),
    timestamp: instant(raw.timestamp),
    sender: toAttendee(raw.sender),
    attendees: list(raw.attendees).map(toAttendee),
    attachments: Array.isArray(attachments)
      ? attachments
      : attachments && typeof attachments === 'object'
        ? [attachments]
        : [],
  };
}

export function parseRelationWebhook(body: unknown): LinkedInRelationEvent | null {
  const raw = record(body);
  const accountId = text(raw.account_id);
  if (!accountId || !(text(raw.user_provider_id) || text(raw.user_public_identifier) || text(raw.user_profile_url)))
    return null;
  return {
    kind: 'relation',
    accountId,
    fullName: text(raw.user_full_name),
    providerId: text(raw.user_provider_id),
    publicId: text(raw.user_public_identifier),
    profileUrl: text(raw.user_profile_url),
    pictureUrl: text(raw.user_picture_url),
  };
}

/** `{ AccountStatus: { account_id, account_type, message } }`; an unwrapped body is accepted too. */
export function parseAccountStatusWebhook(body: unknown): LinkedInAccountStatusEvent | null {
  const outer = record(body);
  const raw = outer.AccountStatus !== undefined ? record(outer.AccountStatus) : outer;
  const accountId = text(raw.account_id);
  const providerStatus = text(raw.message) ?? text(raw.status);
  if (!accountId || !providerStatus) return null;
  const word = providerStatus.trim().toUpperCase();
  return {
    kind: 'account_status',
    accountId,
    accountType: text(raw.account_type),
    providerStatus: word,
    status: word === 'DELETED' ? 'deleted' : accountStatusOf(word),
  };
}

/** The hosted-auth `notify_url` callback `{ status, account_id, name }` (known only from third-party code, §9.2). */
export function parseHostedAuthNotification(body: unknown): HostedAuthNotification | null {
  const raw = record(body);
  const accountId = text(raw.account_id) ?? text(raw.accountId);
  const providerStatus = (text(raw.status) ?? '').toUpperCase();
  if (!accountId || !providerStatus) return null;
  const outcome =
    providerStatus === 'CREATION_SUCCESS' ? 'created' : providerStatus === 'RECONNECTED' ? 'reconnected' : 'other';
  return { kind: 'hosted_auth', outcome, providerStatus, accountId, userId: text(raw.name) };
}

/** Recognises any of the four bodies; null when it is none of them. */
export function parseLinkedInWebhook(body: unknown): LinkedInWebhookEvent | null {
  const raw = record(body);
  if (raw.AccountStatus !== undefined) return parseAccountStatusWebhook(raw);
  if (raw.event === 'new_relation' || raw.user_provider_id !== undefined) return parseRelationWebhook(raw);
  if (raw.chat_id !== undefined) return parseMessageWebhook(raw);
  if (raw.status !== undefined) return parseHostedAuthNotification(raw);
  return null;
}

/** Our own messages sent from elsewhere arrive too: compare the sender with the account's provider id. */
export function isOwnMessage(event: LinkedInMessageEvent, ownProviderId: string): boolean {
  return event.sender.providerId !== null && event.sender.providerId === ownProviderId;
}

/**
 * Constant-time check of the shared-secret header. Both sides are hashed first so their lengths
 * match and the comparison time says nothing about the secret.
 */
export function isValidWebhookSecret(received: string | string[] | undefined, expected: string): boolean {
  const value = Array.isArray(received) ? received[0] : received;
  if (typeof value !== 'string' || value === '' || expected === '') return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(value), digest(expected));
}

function toAttendee(value: unknown): WebhookAttendee {
  const raw = record(value);
  return {
    attendeeId: text(raw.attendee_id),
    name: text(raw.attendee_name),
    providerId: text(raw.attendee_provider_id),
    profileUrl: text(raw.attendee_profile_url),
  };
}
