import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../common/authenticated-user';

/** The senders the caller may use in the request's workspace (a member: those an admin lets them use). */
export type SenderScope = readonly string[] | 'all';

export const senderScopeOf = (request: AuthenticatedRequest): SenderScope => request.workspace?.senderAccess ?? 'all';

/** Whether the caller may use this sender (its chats, its inbox). */
export const mayUseSender = (scope: SenderScope, accountId: string): boolean =>
  scope === 'all' || scope.includes(accountId);

export const SenderAccess = createParamDecorator((_: unknown, ctx: ExecutionContext): SenderScope =>
  senderScopeOf(ctx.switchToHttp().getRequest<AuthenticatedRequest>()),
);
