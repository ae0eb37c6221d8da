import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';

/**
 * A workspace owns everything outreach is made of (design.md "A workspace owns everything"): its
 * LinkedIn senders, campaigns, leads, contacts, the Do-Not-Contact list, prompts, the inbox,
 * limits, schedules and the subscription. Users are its members, each with a role. Every user has
 * a personal workspace whose id is their user id: what a user owned before workspaces existed is
 * their personal workspace's, so no stored event is rewritten. One stream per workspace
 * (`workspaceStream(id)`) holds who is in it; `by` names the member who made each change.
 */
export type WorkspaceRole = 'owner' | 'admin' | 'member';

export const WORKSPACE_ROLES: readonly WorkspaceRole[] = ['owner', 'admin', 'member'];

export type WorkspaceCreated = DomainEvent<
  'WorkspaceCreated',
  { workspaceId: string; name: string; ownerId: string; personal: boolean; occurredAt: string }
>;

export type WorkspaceRenamed = DomainEvent<
  'WorkspaceRenamed',
  { workspaceId: string; name: string; by: string; occurredAt: string }
>;

export type MemberAdded = DomainEvent<
  'MemberAdded',
  {
    workspaceId: string;
    userId: string;
    role: WorkspaceRole;
    by: string;
    invitationId: string | null;
    occurredAt: string;
  }
>;

export type MemberRoleChanged = DomainEvent<
  'MemberRoleChanged',
  {
    workspaceId: string;
    userId: string;
    role: WorkspaceRole;
    previousRole: WorkspaceRole;
    by: string;
    occurredAt: string;
  }
>;

/** A member left (`by` is themselves) or was removed by an owner or admin. */
export type MemberRemoved = DomainEvent<
  'MemberRemoved',
  { workspaceId: string; userId: string; by: string; occurredAt: string }
>;

/**
 * A single-use link to join, valid until `expiresAt`, for one e-mail address. Only the token's
 * hash is kept; the link is shown once to the inviter (and mailed when SMTP is configured).
 */
export type InvitationIssued = DomainEvent<
  'InvitationIssued',
  {
    workspaceId: string;
    invitationId: string;
    email: string;
    role: WorkspaceRole;
    tokenHash: string;
    expiresAt: string;
    by: string;
    occurredAt: string;
  }
>;

export type InvitationAccepted = DomainEvent<
  'InvitationAccepted',
  { workspaceId: string; invitationId: string; userId: string; occurredAt: string }
>;

export type InvitationRevoked = DomainEvent<
  'InvitationRevoked',
  { workspaceId: string; invitationId: string; by: string; occurredAt: string }
>;

/** Which LinkedIn senders a member (not an owner or admin, who use them all) may use. */
export type SenderAccessChanged = DomainEvent<
  'SenderAccessChanged',
  { workspaceId: string; userId: string; accountIds: string[]; by: string; occurredAt: string }
>;

/**
 * An owner deleted the workspace: its campaigns were deleted first (nothing more reaches LinkedIn
 * from it), its members lose it, its open invitations stop working. A personal workspace stays.
 */
export type WorkspaceDeleted = DomainEvent<'WorkspaceDeleted', { workspaceId: string; by: string; occurredAt: string }>;

export type WorkspaceEvent =
  | WorkspaceCreated
  | WorkspaceDeleted
  | WorkspaceRenamed
  | MemberAdded
  | MemberRoleChanged
  | MemberRemoved
  | InvitationIssued
  | InvitationAccepted
  | InvitationRevoked
  | SenderAccessChanged;

export const WORKSPACE_EVENT_TYPES = eventTypesOf({
  WorkspaceCreated: true,
  WorkspaceDeleted: true,
  WorkspaceRenamed: true,
  MemberAdded: true,
  MemberRoleChanged: true,
  MemberRemoved: true,
  InvitationIssued: true,
  InvitationAccepted: true,
  InvitationRevoked: true,
  SenderAccessChanged: true,
} satisfies Record<WorkspaceEvent['type'], true>);
