import { evolveByType } from '../decider';
import type { WorkspaceEvent, WorkspaceRole } from './workspace-events';

export interface Invitation {
  readonly invitationId: string;
  readonly email: string;
  readonly role: WorkspaceRole;
  readonly tokenHash: string;
  readonly expiresAt: string;
  readonly state: 'open' | 'accepted' | 'revoked';
}

export interface WorkspaceState {
  readonly exists: boolean;
  /** Deleted by an owner: it answers as not found, and its id is never used again. */
  readonly deleted: boolean;
  readonly workspaceId: string;
  readonly name: string;
  readonly personal: boolean;
  readonly members: ReadonlyMap<string, WorkspaceRole>;
  readonly invitations: ReadonlyMap<string, Invitation>;
  /** Members' senders (owners and admins use every sender). */
  readonly senderAccess: ReadonlyMap<string, readonly string[]>;
}

export const initialWorkspaceState: WorkspaceState = {
  exists: false,
  deleted: false,
  workspaceId: '',
  name: '',
  personal: false,
  members: new Map(),
  invitations: new Map(),
  senderAccess: new Map(),
};

const withMember = (state: WorkspaceState, userId: string, role: WorkspaceRole | null): WorkspaceState => {
  const members = new Map(state.members);
  if (role) members.set(userId, role);
  else members.delete(userId);
  return { ...state, members };
};

const withInvitation = (state: WorkspaceState, invitation: Invitation): WorkspaceState => {
  const invitations = new Map(state.invitations);
  invitations.set(invitation.invitationId, invitation);
  return { ...state, invitations };
};

export const evolveWorkspace = evolveByType<WorkspaceState, WorkspaceEvent>({
  WorkspaceCreated: (state, { data }) =>
    withMember(
      { ...state, exists: true, workspaceId: data.workspaceId, name: data.name, personal: data.personal },
      data.ownerId,
      'owner',
    ),
  WorkspaceDeleted: (state) => ({
    ...initialWorkspaceState,
    workspaceId: state.workspaceId,
    name: state.name,
    deleted: true,
  }),
  WorkspaceRenamed: (state, { data }) => ({ ...state, name: data.name }),
  MemberAdded: (state, { data }) => withMember(state, data.userId, data.role),
  MemberRoleChanged: (state, { data }) => withMember(state, data.userId, data.role),
  MemberRemoved: (state, { data }) => {
    const senderAccess = new Map(state.senderAccess);
    senderAccess.delete(data.userId);
    return { ...withMember(state, data.userId, null), senderAccess };
  },
  InvitationIssued: (state, { data }) => withInvitation(state, { ...data, state: 'open' }),
  InvitationAccepted: (state, { data }) => {
    const invitation = state.invitations.get(data.invitationId);
    return invitation ? withInvitation(state, { ...invitation, state: 'accepted' }) : state;
  },
  InvitationRevoked: (state, { data }) => {
    const invitation = state.invitations.get(data.invitationId);
    return invitation ? withInvitation(state, { ...invitation, state: 'revoked' }) : state;
  },
  SenderAccessChanged: (state, { data }) => {
    const senderAccess = new Map(state.senderAccess);
    senderAccess.set(data.userId, data.accountIds);
    return { ...state, senderAccess };
  },
});

/** Owners and admins manage the workspace; an owner alone handles billing and deletion. */
export const canManage = (role: WorkspaceRole | undefined): boolean => role === 'owner' || role === 'admin';

export const ownersOf = (state: WorkspaceState): string[] =>
  [...state.members].filter(([, role]) => role === 'owner').map(([userId]) => userId);
