import { ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { scopesAllow, type ApiKeyScope } from '@outflow/domain';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { API_KEY_SCOPE, type RouteScope } from './api-key-scope.decorator';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The scope a route needs of a request made with an API key, or 'any-key', or undefined (keys refused). */
export function neededScope(route: RouteScope | undefined, method: string): ApiKeyScope | 'any-key' | undefined {
  if (!route || route === 'any-key') return route;
  return `${route.area}:${route.access ?? (READS.has(method.toUpperCase()) ? 'read' : 'write')}`;
}

/**
 * Global, right after the AuthGuard: a request made with an API key reaches a route only within
 * the key's scopes (403 naming the missing scope), and only routes opened to keys at all.
 */
@Injectable()
export class ApiKeyScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.apiKey) return true;
    const route = this.reflector.getAllAndOverride<RouteScope | undefined>(API_KEY_SCOPE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const needed = neededScope(route, request.method);
    if (needed === undefined)
      throw new ForbiddenException({
        statusCode: 403,
        message: 'API keys cannot use this route; sign in instead',
        errorCode: 'API_KEY_NOT_ALLOWED',
      });
    if (needed !== 'any-key' && !scopesAllow(request.apiKey.scopes, needed))
      throw new ForbiddenException({
        statusCode: 403,
        message: `This API key lacks the scope ${needed}`,
        errorCode: 'API_KEY_SCOPE_MISSING',
        missingScope: needed,
      });
    return true;
  }
}
