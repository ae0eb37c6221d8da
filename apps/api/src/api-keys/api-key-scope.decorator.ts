import { SetMetadata } from '@nestjs/common';
import type { ApiKeyAccess, ApiKeyArea } from '@outflow/domain';

export const API_KEY_SCOPE = 'outflow:api-key-scope';

/** What a route asks of an API key: an area (read or write by the HTTP method, unless `access` says), or any key at all. */
export type RouteScope = { readonly area: ApiKeyArea; readonly access?: ApiKeyAccess } | 'any-key';

/**
 * Opens a controller or route to API keys holding the area's scope: `<area>:read` for GET and
 * HEAD, `<area>:write` for the other methods, unless `access` names one (a POST that only reads).
 * Routes without it refuse every API key (sign-in, billing, key management, support).
 */
export const ApiKeyScope = (area: ApiKeyArea, access?: ApiKeyAccess): MethodDecorator & ClassDecorator =>
  SetMetadata(API_KEY_SCOPE, { area, access } satisfies RouteScope);

/** Open to any API key whatever its scopes (who am I). */
export const AnyApiKey = (): MethodDecorator & ClassDecorator =>
  SetMetadata(API_KEY_SCOPE, 'any-key' satisfies RouteScope);
