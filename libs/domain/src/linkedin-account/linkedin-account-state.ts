import type { DomainEvent } from '../events/event';
import type { LinkedInAccountProfile } from './linkedin-account-commands';
import { LINKEDIN_ACCOUNT_EVENT_TYPES, type LinkedInAccountEvent } from './linkedin-account-events';

export type LinkedInConnection = 'none' | 'connected' | 'disconnected';

export interface LinkedInAccountState {
  readonly connection: LinkedInConnection;
  readonly accountId: string | null;
  readonly connectedAt: string | null;
  /** When this account was first connected (a reconnect keeps it): its warm-up counts from that day. */
  readonly firstConnectedAt: string | null;
  readonly disconnectedAt: string | null;
  readonly disconnectReason: string | null;
  readonly profile: LinkedInAccountProfile | null;
  /** When anything about the account last changed. */
  readonly lastUpdated: string | null;
}

export const initialLinkedInAccountState: LinkedInAccountState = {
  connection: 'none',
  accountId: null,
  connectedAt: null,
  firstConnectedAt: null,
  disconnectedAt: null,
  disconnectReason: null,
  profile: null,
  lastUpdated: null,
};

/** Folds one event of the user stream; events of the stream's other deciders pass through. */
export function evolveLinkedInAccount(state: LinkedInAccountState, event: DomainEvent): LinkedInAccountState {
  if (!LINKEDIN_ACCOUNT_EVENT_TYPES.has(event.type)) return state;
  const e = event as LinkedInAccountEvent;
  switch (e.type) {
    case 'LinkedInAccountConnected': {
      const same = state.accountId === e.data.accountId;
      return {
        connection: 'connected',
        accountId: e.data.accountId,
        connectedAt: e.data.occurredAt,
        firstConnectedAt: same ? (state.firstConnectedAt ?? e.data.occurredAt) : e.data.occurredAt,
        disconnectedAt: null,
        disconnectReason: null,
        profile: same ? state.profile : null,
        lastUpdated: e.data.occurredAt,
      };
    }
    case 'LinkedInAccountProfileSynced': {
      const { fullName, headline, profilePictureUrl, email, publicId, providerId, occurredAt: syncedAt } = e.data;
      return { ...state, profile: { fullName, headline, profilePictureUrl, email, publicId, providerId }, lastUpdated: syncedAt };
    }
    case 'LinkedInAccountDisconnected':
      return { ...state, connection: 'disconnected', disconnectedAt: e.data.occurredAt, disconnectReason: e.data.reason, lastUpdated: e.data.occurredAt };
    case 'LinkedInAccountRemoved':
      return initialLinkedInAccountState;
  }
}
