import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedRequest } from '../common/authenticated-user';
import { IS_PUBLIC } from '../common/public.decorator';
import { supportOnly, supportReadOnly } from './support-denials';
import { IS_SUPPORT_ONLY } from './support-only.decorator';

/** Methods that read. Every other method is a command. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global, after the AuthGuard and before the access gate: support staff get 403 SUPPORT_READ_ONLY
 * for every command, whatever the route (their own account included), and only they reach the
 * support console. (Commands a read route would run are refused at the command bus: support-command-bus.ts.)
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
    if (support && !READS.has(request.method)) throw supportReadOnly();
    return true;
  }
}
