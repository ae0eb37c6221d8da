import express, { Router } from 'express';
import type { HostedAuthService } from '../hosted-auth/hosted-auth-service';
import type { ChatService } from '../messaging/chat-service';
import type { InvitationService } from '../network/invitation-service';
import type { SandboxContext } from '../sandbox-context';
import { accountsRoutes } from './accounts-routes';
import { ApiError } from './api-error';
import { apiErrorHandler, injectFaults, requireApiKey } from './api-middleware';
import { chatsRoutes } from './chats-routes';
import { engagementRoutes } from './engagement-routes';
import { invitationsRoutes } from './invitations-routes';
import { searchRoutes } from './search-routes';
import { usersRoutes } from './users-routes';
import { webhooksRoutes } from './webhooks-routes';

/** The Unipile-compatible API, mounted under `/api/v1`. */
export function apiRouter(
  ctx: SandboxContext,
  services: { hostedAuth: HostedAuthService; invitations: InvitationService; chats: ChatService },
): Router {
  const router = Router();
  router.use(express.json({ limit: '2mb' }));
  router.use(requireApiKey(ctx.apiKey));
  router.use(injectFaults(ctx.settings));
  router.use(accountsRoutes(ctx, services.hostedAuth));
  // invitations and engagement before users: `/users/invite/...` and `/users/follow` are not identifiers.
  router.use(invitationsRoutes(ctx, services.invitations));
  router.use(engagementRoutes(ctx));
  router.use(usersRoutes(ctx));
  router.use(searchRoutes(ctx));
  router.use(chatsRoutes(ctx, services.chats));
  router.use(webhooksRoutes(ctx));
  router.use((req, _res, next) =>
    next(new ApiError(404, 'resource_not_found', `No endpoint ${req.method} ${req.path}`)),
  );
  router.use(apiErrorHandler);
  return router;
}
