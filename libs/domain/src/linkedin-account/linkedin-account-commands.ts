import type { Command } from '../events/event';

/** The hosted-auth callback or notify_url reported the account (created or reconnected) for a workspace. */
export type ConnectLinkedInAccount = Command<
  'ConnectLinkedInAccount',
  { accountId: string; ownerId: string; now: Date }
>;

export interface LinkedInAccountProfile {
  readonly fullName: string;
  readonly headline: string | null;
  readonly profilePictureUrl: string | null;
  readonly email: string | null;
  readonly publicId: string | null;
  readonly providerId: string;
}

export type SyncLinkedInAccountProfile = Command<
  'SyncLinkedInAccountProfile',
  { accountId: string; profile: LinkedInAccountProfile; now: Date }
>;

/** A provider error or status webhook said the session is gone. Safe to send any number of times. */
export type RecordAccountDisconnected = Command<
  'RecordAccountDisconnected',
  { accountId: string; reason: string; now: Date }
>;

export type RemoveLinkedInAccount = Command<'RemoveLinkedInAccount', { now: Date }>;

export type LinkedInAccountCommand =
  ConnectLinkedInAccount | SyncLinkedInAccountProfile | RecordAccountDisconnected | RemoveLinkedInAccount;
