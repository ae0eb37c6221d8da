import { decideByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import type {
  ConnectLinkedInAccount,
  LinkedInAccountCommand,
  LinkedInAccountProfile,
  RecordAccountDisconnected,
  RemoveLinkedInAccount,
  SyncLinkedInAccountProfile,
} from './linkedin-account-commands';
import type { LinkedInAccountEvent } from './linkedin-account-events';
import {
  evolveLinkedInAccount,
  initialLinkedInAccountState,
  type LinkedInAccountState,
} from './linkedin-account-state';

export const linkedInAccountDecider: Decider<LinkedInAccountState, LinkedInAccountCommand, LinkedInAccountEvent> = {
  initialState: () => initialLinkedInAccountState,
  decide: decideByType<LinkedInAccountState, LinkedInAccountCommand, LinkedInAccountEvent>({
    ConnectLinkedInAccount: connect,
    SyncLinkedInAccountProfile: syncProfile,
    RecordAccountDisconnected: recordDisconnected,
    RemoveLinkedInAccount: remove,
  }),
  evolve: evolveLinkedInAccount,
};

/**
 * One sender's stream: both the browser's return and the provider's notify_url report the same
 * account, and the second report changes nothing. A workspace adds another sender on another
 * stream, so nothing here replaces or refuses on its account; a stream asked about another account
 * was read wrong.
 */
function connect(command: ConnectLinkedInAccount, state: LinkedInAccountState): LinkedInAccountEvent[] {
  const { accountId, ownerId, now } = command.data;
  if (!accountId.trim()) throw new DomainError('accountId is required', 'INVALID_ACCOUNT_ID', 'accountId');
  if (state.accountId !== null && state.accountId !== accountId) throw otherSender();
  const at = now.toISOString();
  if (state.accountId === accountId) {
    if (state.connection === 'connected') return [];
    return [{ type: 'LinkedInAccountConnected', data: { accountId, occurredAt: at, reconnect: true, ownerId } }];
  }
  return [{ type: 'LinkedInAccountConnected', data: { accountId, occurredAt: at, reconnect: false, ownerId } }];
}

function otherSender(): DomainError {
  return new DomainError('This stream holds another LinkedIn account', 'OTHER_SENDER', 'accountId');
}

function syncProfile(command: SyncLinkedInAccountProfile, state: LinkedInAccountState): LinkedInAccountEvent[] {
  const { accountId, profile, now } = command.data;
  if (state.accountId === null) throw new DomainError('No LinkedIn account is connected', 'NO_LINKEDIN_ACCOUNT');
  if (state.accountId !== accountId) throw otherSender();
  if (state.profile && sameProfile(state.profile, profile)) return [];
  return [
    {
      type: 'LinkedInAccountProfileSynced',
      data: { accountId, ...pickProfile(profile), occurredAt: now.toISOString() },
    },
  ];
}

/** Idempotent: only the first report about the current, connected account is recorded. */
function recordDisconnected(command: RecordAccountDisconnected, state: LinkedInAccountState): LinkedInAccountEvent[] {
  const { accountId, reason, now } = command.data;
  if (state.connection !== 'connected' || state.accountId !== accountId) return [];
  return [{ type: 'LinkedInAccountDisconnected', data: { accountId, reason, occurredAt: now.toISOString() } }];
}

function remove(command: RemoveLinkedInAccount, state: LinkedInAccountState): LinkedInAccountEvent[] {
  if (state.accountId === null) throw new DomainError('No LinkedIn account is connected', 'NO_LINKEDIN_ACCOUNT');
  return [
    {
      type: 'LinkedInAccountRemoved',
      data: { accountId: state.accountId, occurredAt: command.data.now.toISOString() },
    },
  ];
}

const PROFILE_KEYS = ['fullName', 'headline', 'profilePictureUrl', 'email', 'publicId', 'providerId'] as const;

function pickProfile(profile: LinkedInAccountProfile): LinkedInAccountProfile {
  return {
    fullName: profile.fullName,
    headline: profile.headline ?? null,
    profilePictureUrl: profile.profilePictureUrl ?? null,
    email: profile.email ?? null,
    publicId: profile.publicId ?? null,
    providerId: profile.providerId,
  };
}

function sameProfile(a: LinkedInAccountProfile, b: LinkedInAccountProfile): boolean {
  const next = pickProfile(b);
  return PROFILE_KEYS.every((key) => a[key] === next[key]);
}
