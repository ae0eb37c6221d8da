import type {
  Done,
  InvitationPreview,
  IssuedInvitation,
  WorkspaceHistory,
  WorkspaceInvitationList,
  WorkspaceList,
  WorkspaceMemberList,
  WorkspaceRoleName,
  WorkspaceSummary,
} from '@outflow/api-contract';
import { apiRequest } from '../api/http-client';

const at = (id: string) => `/workspaces/${encodeURIComponent(id)}`;

export const listWorkspaces = () => apiRequest<WorkspaceList>('/workspaces');
export const createWorkspace = (name: string) =>
  apiRequest<WorkspaceSummary>('/workspaces', { method: 'POST', body: { name } });
export const deleteWorkspace = (id: string) => apiRequest<Done>(at(id), { method: 'DELETE' });
export const renameWorkspace = (id: string, name: string) =>
  apiRequest<WorkspaceSummary>(at(id), { method: 'PATCH', body: { name } });

export const listMembers = (id: string) => apiRequest<WorkspaceMemberList>(`${at(id)}/members`);
export const changeMemberRole = (id: string, userId: string, role: WorkspaceRoleName) =>
  apiRequest<WorkspaceMemberList>(`${at(id)}/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });
export const removeMember = (id: string, userId: string) =>
  apiRequest<Done>(`${at(id)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export const listInvitations = (id: string) => apiRequest<WorkspaceInvitationList>(`${at(id)}/invitations`);
export const inviteMember = (id: string, email: string, role: WorkspaceRoleName) =>
  apiRequest<IssuedInvitation>(`${at(id)}/invitations`, { method: 'POST', body: { email, role } });
export const revokeInvitation = (id: string, invitationId: string) =>
  apiRequest<Done>(`${at(id)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
export const workspaceHistory = (id: string) => apiRequest<WorkspaceHistory>(`${at(id)}/history`);

export const previewInvitation = (token: string) =>
  apiRequest<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`);
export const acceptInvitation = (token: string) =>
  apiRequest<WorkspaceSummary>(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });

export const ROLE_LABELS: Record<WorkspaceRoleName, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};
