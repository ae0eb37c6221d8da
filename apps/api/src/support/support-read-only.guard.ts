import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { IS_OWN_SESSION } from '../common/own-session.decorator';
import { IS_PUBLIC } from '../common/public.decorator';
import { supportOnly, supportReadOnly } from './support-denials';
import { IS_SUPPORT_ONLY } from './support-only.decorator';

/** Methods that read. Every other method is a command. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global, after the AuthGuard and before the access gate: support staff get 403 SUPPORT_READ_ONLY
 * for every command route, whatever it names (their own account's data included), except routes on
 * their own session (`@OwnSession()`: signing out); only they reach the support console. This answers
 * early and clearly; what holds the rule is the event store, which refuses every append whose actor
 * is support (libs/event-store/src/support-writes.ts), so a read route that would write cannot either.
 */
@Injectable()
export class SupportReadOnlyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // Fail closed: without a user the guards were wired in the wrong order.
    if (!request.user) throw new Error('SupportReadOnlyGuard ran before the AuthGuard set request.user');
    const support = request.user.roles.includes('support');
    if (this.reflector.getAllAndOverride<boolean>(IS_SUPPORT_ONLY, targets) && !support) throw supportOnly();
    const ownSession = this.reflector.get<boolean | undefined>(IS_OWN_SESSION, context.getHandler()) === true;
    if (support && !READS.has(request.method) && !ownSession) throw supportReadOnly();
    return true;
  }
}
