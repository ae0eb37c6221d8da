import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import type { Config } from '@outflow/config';
import { normalizeEmail } from '@outflow/domain';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { RequestLimitGuard } from './request-limit.guard';
import { IS_SIGN_IN_LIMITED } from './sign-in-limited.decorator';

const MINUTE_MS = 60_000;
const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;

const isSignIn = (handler: object) => Reflect.getMetadata(IS_SIGN_IN_LIMITED, handler) === true;
const emailOf = (req: AuthenticatedRequest) => (typeof req.body?.email === 'string' ? normalizeEmail(req.body.email) : '');

/**
 * Request limits (@nestjs/throttler): sign-in and sign-up each per e-mail address and per client
 * address (15 minutes; a limited e-mail is refused, right password or not, until the window ends),
 * and every signed-in user's API calls per minute, far above what the web app's refreshes need.
 * Counters live in this process's memory unless `storage` is given (one shared by every API
 * process, e.g. Redis). Import after AuthModule: the per-user limit needs the user it sets.
 */
@Module({})
export class RequestLimitsModule {
  static register(config: Config, storage?: ThrottlerStorage): DynamicModule {
    return {
      module: RequestLimitsModule,
      imports: [
        ThrottlerModule.forRoot({
          storage,
          setHeaders: false,
          throttlers: [
            {
              name: 'sign-in-email',
              limit: config.AUTH_RATE_LIMIT_PER_EMAIL,
              ttl: SIGN_IN_WINDOW_MS,
              blockDuration: SIGN_IN_WINDOW_MS,
              skipIf: (context) => !isSignIn(context.getHandler()),
              getTracker: (req) => `email:${emailOf(req as AuthenticatedRequest)}`,
            },
            {
              name: 'sign-in-address',
              limit: config.AUTH_RATE_LIMIT_PER_ADDRESS,
              ttl: SIGN_IN_WINDOW_MS,
              blockDuration: SIGN_IN_WINDOW_MS,
              skipIf: (context) => !isSignIn(context.getHandler()),
              getTracker: (req) => `address:${(req as AuthenticatedRequest).ip ?? ''}`,
            },
            {
              name: 'user',
              limit: config.API_RATE_LIMIT_PER_USER,
              ttl: MINUTE_MS,
              skipIf: (context) => !context.switchToHttp().getRequest<AuthenticatedRequest>().user,
              getTracker: (req) => (req as AuthenticatedRequest).user!.id,
              // One budget across every route, not one per route.
              generateKey: (_context, userId) => `user:${userId}`,
            },
          ],
        }),
      ],
      providers: [{ provide: APP_GUARD, useClass: RequestLimitGuard }],
    };
  }
}
