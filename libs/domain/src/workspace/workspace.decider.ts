import { decideByType, type Decider } from '../decider';
import { DomainError } from '../errors';
import { normalizeEmail } from '../streams';
import type { WorkspaceCommand } from './workspace-commands';
import type { WorkspaceEvent, WorkspaceRole } from './workspace-events';
import { canManage, evolveWorkspace, initialWorkspaceState, ownersOf, type WorkspaceState } from './workspace-state';
import { REFUSAL_WORDS } from '../refusal-words';

/** An invitation's link works this long. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_WORKSPACE_NAME = 100;

const notFound = () => new DomainError('Workspace not found', 'WORKSPACE_NOT_FOUND', 'id');
const forbidden = (message: string) => new DomainError(message, 'WORKSPACE_ROLE_REQUIRED');

/** The acting member's role; anyone else is told the workspace does not exist. */
function roleOf(state: WorkspaceState, userId: string): WorkspaceRole {
  const role = state.exists ? state.members.get(userId) : undefined;
  if (!role) throw notFound();
  return role;
}

function managerOf(state: WorkspaceState, by: string): WorkspaceRole {
  const role = roleOf(state, by);
  if (!canManage(role)) throw forbidden('Only an owner or an admin can do this');
  return role;
}

function nameOf(raw: string): string {
  const name = raw.trim();
  if (!name) throw new DomainError(REFUSAL_WORDS.workspaceName, 'NAME_REQUIRED', 'name');
  if (name.length > MAX_WORKSPACE_NAME)
    throw new DomainError(REFUSAL_WORDS.workspaceNameTooLong(MAX_WORKSPACE_NAME), 'NAME_TOO_LONG', 'name');
  return name;
}

/** The last owner cannot be removed, leave or be demoted: someone must be able to pay and decide. */
function keepAnOwner(state: WorkspaceState, userId: string): void {
  const owners = ownersOf(state);
  if (owners.length === 1 && owners[0] === userId)
    throw new DomainError(REFUSAL_WORDS.lastOwner, 'LAST_OWNER', 'userId');
}

/**
 * Who is in a workspace and with which role (issue 20): owners do everything, admins manage
 * senders, limits, schedules, members and all campaigns, members run campaigns and the inbox of
 * the senders they are given. Invitations are single-use links for one e-mail, valid 7 days.
 */
export const workspaceDecider: Decider<WorkspaceState, WorkspaceCommand, WorkspaceEvent> = {
  initialState: () => initialWorkspaceState,
  evolve: evolveWorkspace,
  decide: decideByType<WorkspaceState, WorkspaceCommand, WorkspaceEvent>({
    CreateWorkspace: ({ data }, state) => {
      if (state.exists || state.deleted) return [];
      const { workspaceId, ownerId, personal } = data;
      const name = nameOf(data.name);
      return [
        {
          type: 'WorkspaceCreated',
          data: { workspaceId, name, ownerId, personal, occurredAt: data.now.toISOString() },
        },
      ];
    },
    DeleteWorkspace: ({ data }, state) => {
      if (roleOf(state, data.by) !== 'owner') throw forbidden('Only an owner can delete a workspace');
      if (state.personal) throw new DomainError(REFUSAL_WORDS.personalWorkspace, 'PERSONAL_WORKSPACE', 'id');
      return [
        {
          type: 'WorkspaceDeleted',
          data: { workspaceId: state.workspaceId, by: data.by, occurredAt: data.now.toISOString() },
        },
      ];
    },
    RenameWorkspace: ({ data }, state) => {
      managerOf(state, data.by);
      const name = nameOf(data.name);
      if (name === state.name) return [];
      return [
        {
          type: 'WorkspaceRenamed',
          data: { workspaceId: state.workspaceId, name, by: data.by, occurredAt: data.now.toISOString() },
        },
      ];
    },
    InviteMember: ({ data }, state) => {
      const inviter = managerOf(state, data.by);
      if (data.role === 'owner' && inviter !== 'owner') throw forbidden('Only an owner can invite another owner');
      const email = normalizeEmail(data.email);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
        throw new DomainError(REFUSAL_WORDS.inviteEmail, 'INVALID_EMAIL', 'email');
      const expiresAt = new Date(data.now.getTime() + INVITATION_TTL_MS).toISOString();
      const { invitationId, tokenHash, role, by } = data;
      const at = data.now.toISOString();
      return [
        {
          type: 'InvitationIssued',
          data: { workspaceId: state.workspaceId, invitationId, email, role, tokenHash, expiresAt, by, occurredAt: at },
        },
      ];
    },
    AcceptInvitation: ({ data }, state) => {
      const invitation = state.exists ? state.invitations.get(data.invitationId) : undefined;
      if (!invitation || invitation.state === 'revoked')
        throw new DomainError(REFUSAL_WORDS.invitationNotFound, 'INVITATION_NOT_FOUND', 'token');
      if (invitation.state === 'accepted')
        throw new DomainError(REFUSAL_WORDS.invitationUsed, 'INVITATION_USED', 'token');
      if (Date.parse(invitation.expiresAt) <= data.now.getTime())
        throw new DomainError(REFUSAL_WORDS.invitationExpired, 'INVITATION_EXPIRED', 'token');
      if (normalizeEmail(data.email) !== invitation.email)
        throw new DomainError(
          REFUSAL_WORDS.invitationForAnother(invitation.email),
          'INVITATION_FOR_ANOTHER_EMAIL',
          'token',
        );
      const at = data.now.toISOString();
      const { workspaceId } = state;
      const accepted: WorkspaceEvent = {
        type: 'InvitationAccepted',
        data: { workspaceId, invitationId: invitation.invitationId, userId: data.userId, occurredAt: at },
      };
      // Already a member: the link is spent, the role they have stays.
      if (state.members.has(data.userId)) return [accepted];
      const added: WorkspaceEvent = {
        type: 'MemberAdded',
        data: {
          workspaceId,
          userId: data.userId,
          role: invitation.role,
          by: data.userId,
          invitationId: invitation.invitationId,
          occurredAt: at,
        },
      };
      return [accepted, added];
    },
    RevokeInvitation: ({ data }, state) => {
      managerOf(state, data.by);
      const invitation = state.invitations.get(data.invitationId);
      if (!invitation) throw new DomainError(REFUSAL_WORDS.invitationNotFound, 'INVITATION_NOT_FOUND', 'invitationId');
      if (invitation.state !== 'open') return [];
      return [
        {
          type: 'InvitationRevoked',
          data: {
            workspaceId: state.workspaceId,
            invitationId: data.invitationId,
            by: data.by,
            occurredAt: data.now.toISOString(),
          },
        },
      ];
    },
    ChangeMemberRole: ({ data }, state) => {
      const changer = managerOf(state, data.by);
      const current = state.members.get(data.userId);
      if (!current) throw new DomainError(REFUSAL_WORDS.notAMember, 'MEMBER_NOT_FOUND', 'userId');
      if (current === data.role) return [];
      if (changer !== 'owner' && (current === 'owner' || data.role === 'owner'))
        throw forbidden("Only an owner can change an owner's role or make an owner");
      if (current === 'owner') keepAnOwner(state, data.userId);
      const { workspaceId } = state;
      return [
        {
          type: 'MemberRoleChanged',
          data: {
            workspaceId,
            userId: data.userId,
            role: data.role,
            previousRole: current,
            by: data.by,
            occurredAt: data.now.toISOString(),
          },
        },
      ];
    },
    RemoveMember: ({ data }, state) => {
      const leaving = data.by === data.userId;
      const remover = roleOf(state, data.by);
      const current = state.members.get(data.userId);
      if (!current) throw new DomainError(REFUSAL_WORDS.notAMember, 'MEMBER_NOT_FOUND', 'userId');
      if (!leaving && !canManage(remover)) throw forbidden('Only an owner or an admin can remove a member');
      if (!leaving && current === 'owner' && remover !== 'owner') throw forbidden('Only an owner can remove an owner');
      keepAnOwner(state, data.userId);
      return [
        {
          type: 'MemberRemoved',
          data: {
            workspaceId: state.workspaceId,
            userId: data.userId,
            by: data.by,
            occurredAt: data.now.toISOString(),
          },
        },
      ];
    },
    SetSenderAccess: ({ data }, state) => {
      managerOf(state, data.by);
      if (!state.members.has(data.userId))
        throw new DomainError(REFUSAL_WORDS.notAMember, 'MEMBER_NOT_FOUND', 'userId');
      const accountIds = [...new Set(data.accountIds)].sort();
      const now = [...(state.senderAccess.get(data.userId) ?? [])].sort();
      if (accountIds.join('|') === now.join('|')) return [];
      return [
        {
          type: 'SenderAccessChanged',
          data: {
            workspaceId: state.workspaceId,
            userId: data.userId,
            accountIds,
            by: data.by,
            occurredAt: data.now.toISOString(),
          },
        },
      ];
    },
  }),
};

/**
 * A personal workspace (id = its user's id) exists from sign-up on, in the read models, but its
 * stream starts with its owner's first change to it (users from before workspaces included, whose
 * stored events stay as they are): that change records its creation first.
 */
export const personalWorkspaceDecider = (
  workspaceId: string,
  name: string,
): Decider<WorkspaceState, WorkspaceCommand, WorkspaceEvent> => ({
  ...workspaceDecider,
  decide: (command, state) => {
    const by = 'by' in command.data ? command.data.by : undefined;
    if (state.exists || by !== workspaceId) return workspaceDecider.decide(command, state);
    const created = workspaceDecider.decide(
      {
        type: 'CreateWorkspace',
        data: { workspaceId, name, ownerId: workspaceId, personal: true, now: command.data.now },
      },
      state,
    );
    return [...created, ...workspaceDecider.decide(command, created.reduce(workspaceDecider.evolve, state))];
  },
});
