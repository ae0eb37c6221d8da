import { WorkspaceResolver } from '../workspaces/workspace-resolver';
import {
  Inject,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IdentityProviderUnavailableError, type TokenVerifier } from '@outflow/auth';
import type { Config } from '@outflow/config';
import type { Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import { IS_PUBLIC } from '../common/public.decorator';
import { clientRequestId } from '../common/request-id';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { CLOCK, CONFIG, EVENT_STORE, TOKEN_VERIFIER } from '../infrastructure/tokens';
import { ApiKeyAuthenticator } from '../api-keys/api-key-authenticator';
import { isApiKeyToken } from '../api-keys/api-key-secret';
import { ensureUserRegistered } from './commands/register-user';
import { RequestRoles } from './roles/request-roles';
import { SessionRevocation } from './session-revocation';

/**
 * Applied to every route: verifies the bearer token (local or OIDC), refuses one a sign-out
 * revoked, and sets `request.user` from its subject. Headers such as X-Auth0-User-ID are never read. An OIDC subject seen for the first
 * time gets its user stream.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  /** Subjects already known to have a user stream in this process. */
  private readonly registered = new Set<string>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    private readonly revocation: SessionRevocation,
    private readonly roles: RequestRoles,
    private readonly apiKeys: ApiKeyAuthenticator,
    private readonly workspaces: WorkspaceResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token)
      throw new UnauthorizedException({
        statusCode: 401,
        message: 'Sign in to continue',
        errorCode: 'UNAUTHENTICATED',
      });
    // An API key (`ofk_…`) takes its own path: looked up by hash, bound by its scopes.
    if (isApiKeyToken(token)) {
      await this.apiKeys.authenticate(request, token);
      request.workspace = await this.workspaces.resolve(request);
      return true;
    }
    let identity;
    try {
      identity = await this.verifier.verify(token);
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError) {
        throw new ServiceUnavailableException({
          statusCode: 503,
          message: 'The identity provider cannot be reached; please retry',
          errorCode: 'IDENTITY_PROVIDER_UNAVAILABLE',
        });
      }
      throw new UnauthorizedException({
        statusCode: 401,
        message: 'Your session has expired. Please sign in again.',
        errorCode: 'INVALID_TOKEN',
      });
    }
    if (await this.revocation.isRevoked(identity)) {
      throw new UnauthorizedException({
        statusCode: 401,
        message: 'You signed out. Please sign in again.',
        errorCode: 'TOKEN_REVOKED',
      });
    }
    const who = { id: identity.subject, email: identity.email ?? '', name: identity.name ?? '' };
    const correlationId = clientRequestId(request.headers) ?? who.id;
    if (!this.registered.has(who.id)) {
      await ensureUserRegistered(
        this.store,
        this.clock,
        { ...who, provider: this.config.AUTH_MODE },
        { userId: who.id, actor: 'system', correlationId },
      );
      this.registered.add(who.id);
    }
    request.user = { ...who, roles: await this.roles.of(who.id, identity.roles, correlationId) };
    request.workspace = await this.workspaces.resolve(request);
    return true;
  }
}
