import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthenticatedRequest } from '../common/authenticated-user';

/** A request the idempotency interceptor claimed a key for. */
export type IdempotentRequest = AuthenticatedRequest & {
  idempotency?: { readonly key: string; readonly entityId: string };
};

/**
 * The id for what this request creates (a campaign): with an Idempotency-Key, the same on every
 * run of that key (a retry after the API died mid-request finds the campaign the first run made);
 * without one, a new id.
 */
export const NewEntityId = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<IdempotentRequest>().idempotency?.entityId ?? randomUUID(),
);
