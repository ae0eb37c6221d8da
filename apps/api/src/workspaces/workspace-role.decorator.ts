import { SetMetadata } from '@nestjs/common';
import type { WorkspaceRole } from '@outflow/domain';

export const WORKSPACE_ROLE = 'outflow:workspace-role';

/**
 * The least role a route needs in the request's workspace (issue 20): `admin` for what changes the
 * workspace's senders, limits, schedules, keys and webhooks, `owner` for billing. Routes without
 * it are open to every member. Set on a controller, a route may lower or raise it.
 */
export const RequiresRole = (role: Exclude<WorkspaceRole, 'member'>): MethodDecorator & ClassDecorator =>
  SetMetadata(WORKSPACE_ROLE, role);
