/** A role in a workspace (issue 20): `owner` (billing and everything), `admin` (senders, limits, schedules, members, every campaign), `member` (campaigns and inbox of the senders they may use). */
export type WorkspaceRoleName = 'owner' | 'admin' | 'member';

/** One of the caller's workspaces and their role there. */
export interface WorkspaceSummary {
  readonly id: string;
  readonly name: string;
  /** The workspace every user gets at sign-up (its id is the user's). */
  readonly personal: boolean;
  readonly role: WorkspaceRoleName;
}

/** `GET /api/workspaces`: the caller's workspaces, their personal one first. */
export interface WorkspaceList {
  readonly data: WorkspaceSummary[];
}

/** `GET /api/workspaces/{id}/members`. */
export interface WorkspaceMember {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly role: WorkspaceRoleName;
  /** The senders (LinkedIn account ids) a `member` may use; owners and admins use every sender. */
  readonly senderAccess: string[];
  readonly joinedAt: string;
}

export interface WorkspaceMemberList {
  readonly data: WorkspaceMember[];
}

/** An open invitation (`GET /api/workspaces/{id}/invitations`); its link is shown once, when made. */
export interface WorkspaceInvitation {
  readonly id: string;
  readonly email: string;
  readonly role: WorkspaceRoleName;
  readonly expiresAt: string;
  readonly invitedBy: string;
  readonly createdAt: string;
}

export interface WorkspaceInvitationList {
  readonly data: WorkspaceInvitation[];
}

/** `POST /api/workspaces/{id}/invitations {email, role}`: the single-use link, to pass on (and e-mailed when SMTP is set). */
export interface IssuedInvitation extends WorkspaceInvitation {
  readonly link: string;
  readonly emailed: boolean;
}

/** `GET /api/invitations/{token}`: what the link invites to, for its page (no sign-in needed). */
export interface InvitationPreview {
  readonly workspaceName: string;
  readonly email: string;
  readonly role: WorkspaceRoleName;
  readonly expiresAt: string;
  readonly state: 'open' | 'accepted' | 'revoked' | 'expired';
}

/** One change in a workspace's history (`GET /api/workspaces/{id}/history`), with who made it. */
export interface WorkspaceHistoryEntry {
  readonly id: string;
  readonly type: string;
  readonly occurredAt: string;
  readonly data: Record<string, unknown>;
}

export interface WorkspaceHistory {
  readonly data: WorkspaceHistoryEntry[];
}
