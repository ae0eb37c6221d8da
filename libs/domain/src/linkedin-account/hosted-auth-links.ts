import { evolveByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import type { Command, DomainEvent } from '../events/event';

/**
 * A hosted-auth link's notify callback is authenticated by a token made for that one link: the
 * link's own stream (`hostedAuthLinkStream`) records the token's hash and the user when the link is
 * issued, and its use when the provider calls back. Used once, within the link's life, for the
 * user it was made for and (a reconnect link) the account it reconnects.
 */
export const HOSTED_AUTH_LINK_TTL_MS = 60 * 60 * 1000;

/** `expiresAt` is kept: when the link stops working, not when it was issued (`occurredAt`). */
export type HostedAuthLinkIssued = DomainEvent<
  'HostedAuthLinkIssued',
  {
    linkId: string;
    userId: string;
    notifyTokenHash: string;
    reconnectAccountId: string | null;
    occurredAt: string;
    expiresAt: string;
  }
>;

export type HostedAuthLinkUsed = DomainEvent<
  'HostedAuthLinkUsed',
  { linkId: string; accountId: string; occurredAt: string }
>;

export type HostedAuthLinkEvent = HostedAuthLinkIssued | HostedAuthLinkUsed;

export type IssueHostedAuthLink = Command<
  'IssueHostedAuthLink',
  { linkId: string; userId: string; notifyTokenHash: string; reconnectAccountId: string | null; now: Date }
>;

/**
 * The provider's notify callback presented a token (its SHA-256 hash: comparing hashes leaks
 * nothing usable about the token) for an account and a user.
 */
export type UseHostedAuthLink = Command<
  'UseHostedAuthLink',
  { notifyTokenHash: string; userId: string; accountId: string; now: Date }
>;

export type HostedAuthLinkCommand = IssueHostedAuthLink | UseHostedAuthLink;

export interface HostedAuthLink {
  readonly linkId: string;
  readonly userId: string;
  readonly notifyTokenHash: string;
  readonly reconnectAccountId: string | null;
  readonly expiresAt: string;
  readonly used: boolean;
}

/** Undefined until the link is issued. */
export type HostedAuthLinkState = HostedAuthLink | undefined;

/** Why a notify token opens no link: each answer is the same refusal to the caller. */
function hostedAuthLinkRefusal(link: HostedAuthLinkState, command: UseHostedAuthLink['data']): DomainError | null {
  if (!link || link.notifyTokenHash !== command.notifyTokenHash || link.userId !== command.userId) {
    return new DomainError('This notify link was not made for this user', 'NOTIFY_TOKEN_UNKNOWN');
  }
  if (link.used) return new DomainError('This sign-in link was already used', 'NOTIFY_TOKEN_USED');
  if (command.now.getTime() > Date.parse(link.expiresAt))
    return new DomainError('This sign-in link has expired', 'NOTIFY_TOKEN_EXPIRED');
  if (link.reconnectAccountId !== null && link.reconnectAccountId !== command.accountId) {
    return new DomainError('This sign-in link reconnects another LinkedIn account', 'NOTIFY_TOKEN_OTHER_ACCOUNT');
  }
  return null;
}

export const hostedAuthLinkDecider: Decider<HostedAuthLinkState, HostedAuthLinkCommand, HostedAuthLinkEvent> = {
  initialState: () => undefined,
  decide(command, state) {
    if (command.type === 'IssueHostedAuthLink') {
      if (state) throw new DomainError('This sign-in link was already issued', 'HOSTED_AUTH_LINK_EXISTS');
      const { linkId, userId, notifyTokenHash, reconnectAccountId, now } = command.data;
      const expiresAt = new Date(now.getTime() + HOSTED_AUTH_LINK_TTL_MS).toISOString();
      return [
        {
          type: 'HostedAuthLinkIssued',
          data: { linkId, userId, notifyTokenHash, reconnectAccountId, occurredAt: now.toISOString(), expiresAt },
        },
      ];
    }
    const refusal = hostedAuthLinkRefusal(state, command.data);
    if (refusal) throw refusal;
    return [
      {
        type: 'HostedAuthLinkUsed',
        data: { linkId: state!.linkId, accountId: command.data.accountId, occurredAt: command.data.now.toISOString() },
      },
    ];
  },
  evolve: evolveByType<HostedAuthLinkState, HostedAuthLinkEvent>({
    HostedAuthLinkIssued: (_, { data: { linkId, userId, notifyTokenHash, reconnectAccountId, expiresAt } }) => ({
      linkId,
      userId,
      notifyTokenHash,
      reconnectAccountId,
      expiresAt,
      used: false,
    }),
    HostedAuthLinkUsed: (state) => state && { ...state, used: true },
  }),
};
