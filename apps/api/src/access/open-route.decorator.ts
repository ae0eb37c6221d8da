import { SetMetadata } from '@nestjs/common';

export const IS_OPEN_ROUTE = 'outflow:open-route';

/**
 * Marks a route that needs a signed-in user but neither a subscription nor a connected LinkedIn
 * account (subscriptions, the LinkedIn connection flow, rate-limit settings, auth/me). Every
 * route without this mark (or `@Public()`) is behind the access gate.
 */
export const OpenRoute = (): MethodDecorator & ClassDecorator => SetMetadata(IS_OPEN_ROUTE, true);
