import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { correlationIdOf, type AuthenticatedRequest } from '../common/authenticated-user';
import type { SupportReadOfUser } from './support-access-recorder';

/**
 * The support read a `users/:userId/...` route serves: the support user (from the verified
 * token), the user whose data it reads (the route's `userId`), and the request's correlation id,
 * as the access log records them. The route's docs name the `userId` path parameter, as `@Param` would.
 */
export const ReadOfUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): SupportReadOfUser => {
    const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.user) throw new Error('ReadOfUser used on a public route');
    return { support: request.user, userId: String(request.params.userId), correlationId: correlationIdOf(request) };
  },
  [
    (target, key) =>
      ApiParam({ name: 'userId', type: String })(target, key!, Object.getOwnPropertyDescriptor(target, key!)!),
  ],
);
