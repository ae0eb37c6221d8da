import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { WorkspaceRole } from '@outflow/domain';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { IS_PUBLIC } from '../common/public.decorator';
import { WORKSPACE_ROLE } from './workspace-role.decorator';

const RANK: Record<WorkspaceRole, number> = { member: 0, admin: 1, owner: 2 };

export const roleRequired = (role: WorkspaceRole) =>
  new ForbiddenException({
    statusCode: 403,
    message:
      role === 'owner'
        ? 'Only an owner of this workspace can do this'
        : 'Only an owner or an admin of this workspace can do this',
    errorCode: 'WORKSPACE_ROLE_REQUIRED',
  });

/** Whether a role is at least another (owner ⊃ admin ⊃ member). */
export const hasRole = (role: WorkspaceRole, least: WorkspaceRole): boolean => RANK[role] >= RANK[least];

/**
 * Every route's role check, after the AuthGuard resolved the workspace: a route marked
 * `@RequiresRole(...)` refuses a lesser role with 403 WORKSPACE_ROLE_REQUIRED. Support staff pass
 * to read (the event store refuses any write of theirs).
 */
@Injectable()
export class WorkspaceRoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const least = this.reflector.getAllAndOverride<WorkspaceRole | undefined>(WORKSPACE_ROLE, targets);
    if (!least) return true;
    const workspace = context.switchToHttp().getRequest<AuthenticatedRequest>().workspace;
    // Fail closed: without a workspace the guards were wired in the wrong order.
    if (!workspace) throw new Error('WorkspaceRoleGuard ran before the AuthGuard resolved the workspace');
    if (workspace.role === 'support') return true;
    if (!hasRole(workspace.role, least)) throw roleRequired(least);
    return true;
  }
}
