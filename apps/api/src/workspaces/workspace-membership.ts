import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { WorkspaceRole } from '@outflow/domain';
import { findMembership, findWorkspace, type ReadModelDb } from '@outflow/read-models';
import type { AuthenticatedUser } from '../common/authenticated-user';
import { READ_DB } from '../infrastructure/tokens';
import { hasRole, roleRequired } from './workspace-role.guard';

const WORKSPACE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const workspaceNotFound = () =>
  new NotFoundException({
    statusCode: 404,
    message: 'Workspace not found',
    errorCode: 'WORKSPACE_NOT_FOUND',
    field: 'id',
  });

/** Who the caller is in a workspace a route names in its path. */
export interface WorkspaceSeat {
  readonly workspaceId: string;
  readonly name: string;
  readonly personal: boolean;
  readonly role: WorkspaceRole | 'support';
}

/**
 * The `/api/workspaces/{id}/…` routes name their workspace in the path: the caller must be a member
 * (anyone else is told it does not exist), with at least the role the route needs. Support staff
 * read any workspace. The decider checks the role again against the workspace's stream.
 */
@Injectable()
export class WorkspaceMembership {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async seat(
    user: AuthenticatedUser,
    workspaceId: string,
    least: WorkspaceRole,
    reading = false,
  ): Promise<WorkspaceSeat> {
    if (!WORKSPACE_ID.test(workspaceId)) throw workspaceNotFound();
    const membership = await findMembership(this.db, user.id, workspaceId);
    if (membership) {
      if (!hasRole(membership.role, least)) throw roleRequired(least);
      return { workspaceId, name: membership.name, personal: membership.personal, role: membership.role };
    }
    // Their personal workspace answers before the read models have it (its id is theirs).
    if (workspaceId === user.id) return { workspaceId, name: user.name || user.email, personal: true, role: 'owner' };
    if (reading && user.roles.includes('support')) {
      const workspace = await findWorkspace(this.db, workspaceId);
      if (workspace) return { workspaceId, name: workspace.name, personal: workspace.personal, role: 'support' };
    }
    throw workspaceNotFound();
  }
}
