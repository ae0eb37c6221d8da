import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../common/authenticated-user';

/**
 * The workspace a request acts in (issue 20): what every read and write is scoped by. The
 * AuthGuard resolves it from `X-Outflow-Workspace` (or the user's first workspace, their personal
 * one, whose id is their user id); an API key acts in its own workspace.
 */
export const tenantOf = (request: AuthenticatedRequest): string => {
  const tenant = request.workspace?.id ?? request.user?.id;
  if (!tenant) throw new Error('Tenant used on a public route');
  return tenant;
};

export const Tenant = createParamDecorator((_: unknown, ctx: ExecutionContext): string =>
  tenantOf(ctx.switchToHttp().getRequest<AuthenticatedRequest>()),
);
