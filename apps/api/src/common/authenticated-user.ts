import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { EventMetadata, Role } from '@outflow/domain';
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';

/** The caller, taken from the verified token only (never from headers such as X-Auth0-User-ID). */
export interface AuthenticatedUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  /** `user`, plus `support` for support staff (read-only everywhere, their reads recorded). */
  readonly roles: readonly Role[];
}

export type AuthenticatedRequest = Request & { user?: AuthenticatedUser; correlationId?: string };

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('CurrentUser used on a public route');
  return request.user;
});

/** The request's correlation id: the one set for it, else the caller's X-Request-Id, else a new one. */
export const correlationIdOf = (request: AuthenticatedRequest): string => request.correlationId ?? String(request.headers['x-request-id'] ?? randomUUID());

/** The request's correlation id, for routes that act for no user (webhook deliveries). */
export const CorrelationId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => correlationIdOf(ctx.switchToHttp().getRequest<AuthenticatedRequest>()));

/** Event metadata for a command a user's request causes: tenant, actor and correlation id. */
export const RequestMetadata = createParamDecorator((_: unknown, ctx: ExecutionContext): EventMetadata => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  const correlationId = correlationIdOf(request);
  return { userId: request.user?.id ?? 'anonymous', actor: 'user', correlationId, causationId: correlationId };
});
