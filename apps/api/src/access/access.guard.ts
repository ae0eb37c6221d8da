import { tenantOf } from '../workspaces/tenant.decorator';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { effectiveStatus, type Clock } from '@outflow/domain';
import { findLinkedInAccountState, findSubscriptionSnapshot, type ReadModelDb } from '@outflow/read-models';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { IS_PUBLIC } from '../common/public.decorator';
import { CLOCK, READ_DB } from '../infrastructure/tokens';
import { linkedInNotConnected, subscriptionRequired } from './access-denial';
import { IS_OPEN_ROUTE } from './open-route.decorator';

/**
 * The server-side access gate, on every route unless marked `@Public()` or `@OpenRoute()`: features
 * need a subscription that is active or trialing at the clock's now (an ended trial is refused
 * without anyone acting), then a connected LinkedIn account. Runs after the AuthGuard. Support staff
 * pass: theirs is a staff role.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_OPEN_ROUTE, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = request.user;
    // Fail closed: without a user the guards were wired in the wrong order.
    if (!user) throw new Error('AccessGuard ran before the AuthGuard set request.user');
    // Support is a staff role, not a customer: it needs no subscription or LinkedIn account of its
    // own to read (it writes nothing: the read-only rule for support comes before this gate).
    if (user.roles.includes('support')) return true;

    // The workspace's subscription and LinkedIn account (a personal workspace's are its user's).
    const tenant = tenantOf(request);
    const [subscription, linkedIn] = await Promise.all([
      findSubscriptionSnapshot(this.db, tenant),
      findLinkedInAccountState(this.db, tenant),
    ]);
    const status = effectiveStatus(subscription, this.clock.now());
    if (status !== 'active' && status !== 'trialing') throw subscriptionRequired(status, subscription.plan);
    if (linkedIn.connection !== 'connected') throw linkedInNotConnected(linkedIn);
    return true;
  }
}
