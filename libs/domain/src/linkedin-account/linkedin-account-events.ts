import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';

/**
 * LinkedIn account events live on each sender's stream (`linkedInAccountStream(accountId)`): a
 * workspace has any number of senders. Events recorded before that are on the owner's user stream
 * (one account per user then) and are read with the sender's own (sender-history.ts). Dates are ISO
 * strings.
 */

/**
 * The hosted-auth flow finished. `reconnect` is true when the same account came back after a
 * disconnection. `ownerId` is the workspace the sender belongs to; absent on events recorded on the
 * owner's own stream, whose owner is that stream's.
 */
export type LinkedInAccountConnected = DomainEvent<
  'LinkedInAccountConnected',
  { accountId: string; occurredAt: string; reconnect: boolean; ownerId?: string }
>;

/** The account owner's profile as last read from LinkedIn (shown on the account card). */
export type LinkedInAccountProfileSynced = DomainEvent<
  'LinkedInAccountProfileSynced',
  {
    accountId: string;
    fullName: string;
    headline: string | null;
    profilePictureUrl: string | null;
    email: string | null;
    publicId: string | null;
    providerId: string;
    occurredAt: string;
  }
>;

/** The provider reported the session gone (`reason` is its word, e.g. `disconnected_account`, `CREDENTIALS`). */
export type LinkedInAccountDisconnected = DomainEvent<
  'LinkedInAccountDisconnected',
  { accountId: string; reason: string; occurredAt: string }
>;

/** The user disconnected the account from the product (or a new account replaced a lost one). */
export type LinkedInAccountRemoved = DomainEvent<'LinkedInAccountRemoved', { accountId: string; occurredAt: string }>;

export type LinkedInAccountEvent =
  LinkedInAccountConnected | LinkedInAccountProfileSynced | LinkedInAccountDisconnected | LinkedInAccountRemoved;

export const LINKEDIN_ACCOUNT_EVENT_TYPES: ReadonlySet<string> = new Set(
  eventTypesOf({
    LinkedInAccountConnected: true,
    LinkedInAccountProfileSynced: true,
    LinkedInAccountDisconnected: true,
    LinkedInAccountRemoved: true,
  } satisfies Record<LinkedInAccountEvent['type'], true>),
);
