import { evolveByType } from '../decider';
import type { LinkedInAccountProfile } from './linkedin-account-commands';
import type { LinkedInAccountEvent } from './linkedin-account-events';

export type LinkedInConnection = 'none' | 'connected' | 'disconnected';

export interface LinkedInAccountState {
  readonly connection: LinkedInConnection;
  readonly accountId: string | null;
  /** The workspace the sender belongs to (null until connected). */
  readonly ownerId: string | null;
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
  ownerId: null,
  connectedAt: null,
  firstConnectedAt: null,
  disconnectedAt: null,
  disconnectReason: null,
  profile: null,
  lastUpdated: null,
};

/** Folds one event of a sender's history; events of other deciders (on the owner's stream) pass through. */
export const evolveLinkedInAccount = evolveByType<LinkedInAccountState, LinkedInAccountEvent>({
  LinkedInAccountConnected: (state, { data }) => {
    const same = state.accountId === data.accountId;
    return {
      connection: 'connected',
      accountId: data.accountId,
      ownerId: data.ownerId ?? (same ? state.ownerId : null),
      connectedAt: data.occurredAt,
      firstConnectedAt: same ? (state.firstConnectedAt ?? data.occurredAt) : data.occurredAt,
      disconnectedAt: null,
      disconnectReason: null,
      profile: same ? state.profile : null,
      lastUpdated: data.occurredAt,
    };
  },
  LinkedInAccountProfileSynced: (state, { data }) => {
    const { fullName, headline, profilePictureUrl, email, publicId, providerId, occurredAt: syncedAt } = data;
    return {
      ...state,
      profile: { fullName, headline, profilePictureUrl, email, publicId, providerId },
      lastUpdated: syncedAt,
    };
  },
  LinkedInAccountDisconnected: (state, { data }) => ({
    ...state,
    connection: 'disconnected',
    disconnectedAt: data.occurredAt,
    disconnectReason: data.reason,
    lastUpdated: data.occurredAt,
  }),
  LinkedInAccountRemoved: () => initialLinkedInAccountState,
});
