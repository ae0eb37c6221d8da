import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import type { Config } from '@outflow/config';
import { normalizeEmail } from '@outflow/domain';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { RequestLimitGuard } from './request-limit.guard';
import { KnownSignInAddresses } from './known-sign-in-addresses';
import { IS_SIGN_IN_LIMITED } from './sign-in-limited.decorator';

const MINUTE_MS = 60_000;
const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;

const isSignIn = (handler: object) => Reflect.getMetadata(IS_SIGN_IN_LIMITED, handler) === true;
const emailOf = (req: AuthenticatedRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
};

/**
 * Request limits (@nestjs/throttler): sign-in and sign-up each per e-mail address and per client
 * address (15 minutes; a limited e-mail is refused, right password or not, until the window ends,
 * except from an address that e-mail has signed in from before: KnownSignInAddresses), every
 * signed-in user's API calls per minute, far above what the web app's refreshes need, and each
 * API key's calls per minute, counted apart.
 * Counters live in this process's memory unless `storage` is given (one shared by every API
 * process: Postgres by default with DATABASE_URL or NATS_URL). Import after AuthModule: the
 * per-user limit needs the user it sets.
 */
@Module({})
export class RequestLimitsModule {
  static register(config: Config, storage?: ThrottlerStorage): DynamicModule {
    const known = new KnownSignInAddresses();
    return {
      module: RequestLimitsModule,
      // Global: the sign-in and sign-up handlers record the addresses that signed in correctly.
      global: true,
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
              // Not for the owner at an address they signed in from before (known-sign-in-addresses.ts).
              skipIf: (context) => {
                const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
                return !isSignIn(context.getHandler()) || known.has(emailOf(req), req.ip);
              },
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
              skipIf: (context) => {
                const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
                return !request.user || Boolean(request.apiKey);
              },
              getTracker: (req) => (req as AuthenticatedRequest).user!.id,
              // One budget across every route, not one per route.
              generateKey: (_context, userId) => `user:${userId}`,
            },
            {
              // An API key's calls count against the key, apart from its owner's own use of the app.
              name: 'api-key',
              limit: config.API_RATE_LIMIT_PER_KEY,
              ttl: MINUTE_MS,
              skipIf: (context) => !context.switchToHttp().getRequest<AuthenticatedRequest>().apiKey,
              getTracker: (req) => (req as AuthenticatedRequest).apiKey!.id,
              generateKey: (_context, keyId) => `api-key:${keyId}`,
            },
          ],
        }),
      ],
      providers: [
        { provide: APP_GUARD, useClass: RequestLimitGuard },
        { provide: KnownSignInAddresses, useValue: known },
      ],
      exports: [KnownSignInAddresses],
    };
  }
}
