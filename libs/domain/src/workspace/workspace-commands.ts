import type { Command } from '../events/event';
import type { WorkspaceRole } from './workspace-events';

export type CreateWorkspace = Command<
  'CreateWorkspace',
  { workspaceId: string; name: string; ownerId: string; personal: boolean; now: Date }
>;
export type DeleteWorkspace = Command<'DeleteWorkspace', { by: string; now: Date }>;
export type RenameWorkspace = Command<'RenameWorkspace', { by: string; name: string; now: Date }>;
export type InviteMember = Command<
  'InviteMember',
  { by: string; email: string; role: WorkspaceRole; invitationId: string; tokenHash: string; now: Date }
>;
export type AcceptInvitation = Command<
  'AcceptInvitation',
  { invitationId: string; userId: string; email: string; now: Date }
>;
export type RevokeInvitation = Command<'RevokeInvitation', { by: string; invitationId: string; now: Date }>;
export type ChangeMemberRole = Command<
  'ChangeMemberRole',
  { by: string; userId: string; role: WorkspaceRole; now: Date }
>;
/** `by` equal to `userId` is leaving. */
export type RemoveMember = Command<'RemoveMember', { by: string; userId: string; now: Date }>;
export type SetSenderAccess = Command<
  'SetSenderAccess',
  { by: string; userId: string; accountIds: string[]; now: Date }
>;

export type WorkspaceCommand =
  | CreateWorkspace
  | DeleteWorkspace
  | RenameWorkspace
  | InviteMember
  | AcceptInvitation
  | RevokeInvitation
  | ChangeMemberRole
  | RemoveMember
  | SetSenderAccess;
