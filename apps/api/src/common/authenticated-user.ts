import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { apiKeyActor, type Actor, type EventMetadata, type Role, type WorkspaceRole } from '@outflow/domain';
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { IS_OWN_SESSION } from './own-session.decorator';
import { clientRequestId } from './request-id';

/** The caller, taken from the verified token only (never from headers such as X-Auth0-User-ID). */
export interface AuthenticatedUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  /** `user`, plus `support` for support staff (read-only everywhere, their reads recorded). */
  readonly roles: readonly Role[];
}

/** The API key a request came with (an `Authorization: Bearer ofk_…`), in place of a signed-in session. */
export interface RequestApiKey {
  readonly id: string;
  readonly name: string;
  readonly scopes: readonly string[];
}

/** The workspace a request acts in and the caller's role there (`support`: staff reading any workspace). */
export interface RequestWorkspace {
  readonly id: string;
  readonly role: WorkspaceRole | 'support';
  /** The senders a `member` may use (owners, admins and keys: every sender). */
  readonly senderAccess: readonly string[] | 'all';
}

export type AuthenticatedRequest = Request & {
  user?: AuthenticatedUser;
  workspace?: RequestWorkspace;
  apiKey?: RequestApiKey;
  correlationId?: string;
};

/** Who the request's events name as their actor: the user, or the key by its name (`api-key:<name>`). */
export const actorOf = (request: AuthenticatedRequest): Actor =>
  request.apiKey ? apiKeyActor(request.apiKey.name) : 'user';

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('CurrentUser used on a public route');
  return request.user;
});

/** The request's correlation id: the one set for it, else the caller's X-Request-Id when it is an id, else a new one. */
export const correlationIdOf = (request: AuthenticatedRequest): string =>
  (request.correlationId ??= clientRequestId(request.headers) ?? randomUUID());

/** The request's correlation id, for routes that act for no user (webhook deliveries). */
export const CorrelationId = createParamDecorator((_: unknown, ctx: ExecutionContext): string =>
  correlationIdOf(ctx.switchToHttp().getRequest<AuthenticatedRequest>()),
);

const reflector = new Reflector();

/**
 * Event metadata for a command a user's request causes: tenant, actor and correlation id. A request
 * of support staff acts as `support` (which the event store refuses to write, support-writes.ts),
 * except on their own session (`@OwnSession()`), where they act as the user they are.
 */
export const RequestMetadata = createParamDecorator((_: unknown, ctx: ExecutionContext): EventMetadata => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  const correlationId = correlationIdOf(request);
  const ownSession = reflector.get<boolean | undefined>(IS_OWN_SESSION, ctx.getHandler()) === true;
  const actor = request.user?.roles.includes('support') && !ownSession ? 'support' : actorOf(request);
  // The tenant is the workspace (a personal one has the user's id); the person acting is kept beside it.
  // A person's own session (sign-out) is theirs, whatever workspace the request named.
  const tenant = (ownSession ? request.user?.id : request.workspace?.id) ?? request.user?.id ?? 'anonymous';
  const person = request.user && request.user.id !== tenant && !request.apiKey ? { memberId: request.user.id } : {};
  return { userId: tenant, actor, correlationId, causationId: correlationId, ...person };
});
