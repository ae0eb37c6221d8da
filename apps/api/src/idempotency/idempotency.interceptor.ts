import {
  BadRequestException,
  ConflictException,
  Injectable,
  UnprocessableEntityException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { catchError, finalize, from, mergeMap, of, throwError, type Observable } from 'rxjs';
import type { IdempotentRequest } from './idempotent-request';
import { IdempotentRequests } from './idempotent-requests';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A running request's claim on its key lasts this long unless renewed; its process renews it while it runs. */
const LEASE_MS = 10_000;
/** Stripe's keys: up to 255 characters; printable ASCII keeps them loggable and comparable. */
const KEY_FORMAT = /^[\x20-\x7e]{1,255}$/;

/** The request a key names: the same method, path and body. */
function fingerprintOf(req: IdempotentRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
}

/**
 * Idempotent writes, Stripe's way: a signed-in user's POST, PUT, PATCH or DELETE with an
 * `Idempotency-Key` header runs once; the same key within 24 hours answers the first answer
 * (`Idempotent-Replayed: true`) and runs nothing. The same key on another request is refused
 * (422), and while the first is still running, asked again (409, `Retry-After`). Keys live in
 * Postgres, so they hold across API processes and restarts; a request whose process died is run
 * again by the next retry, with the same new-entity id (see NewEntityId), so what it created is
 * found rather than created twice. A failed request keeps no answer: its retry runs again.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly requests: IdempotentRequests) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<IdempotentRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const header = req.headers['idempotency-key'];
    // Public routes (sign-up, sign-in, webhooks) have no user to keep a key for: the header is ignored there.
    if (header === undefined || !WRITES.has(req.method) || !req.user) return next.handle();
    if (typeof header !== 'string' || !KEY_FORMAT.test(header))
      throw new BadRequestException({
        message: 'Idempotency-Key must be one header of 1 to 255 printable characters',
        errorCode: 'INVALID_IDEMPOTENCY_KEY',
        field: 'Idempotency-Key',
      });
    const request = { userId: req.user.id, key: header };
    const claim = await this.requests.claim(request, fingerprintOf(req), LEASE_MS);
    switch (claim.kind) {
      case 'mismatch':
        throw new UnprocessableEntityException({
          message: 'This Idempotency-Key was used for another request: use a new key for a new request',
          errorCode: 'IDEMPOTENCY_KEY_REUSED',
          field: 'Idempotency-Key',
        });
      case 'in-progress':
        res.setHeader('Retry-After', '1');
        throw new ConflictException({
          message: 'A request with this Idempotency-Key is still running: try again in a moment',
          errorCode: 'IDEMPOTENCY_KEY_IN_USE',
        });
      case 'replay':
        res.status(claim.status);
        res.setHeader('Idempotent-Replayed', 'true');
        return of(claim.body);
    }
    req.idempotency = { key: header, entityId: claim.entityId };
    const renewal = setInterval(() => void this.requests.renew(request, LEASE_MS).catch(() => undefined), LEASE_MS / 3);
    return next.handle().pipe(
      // Kept before it is sent: an answer the client saw is the one its retry gets. If keeping it
      // fails, the answer still goes out; a retry then runs again, finding what this run created.
      mergeMap(async (body: unknown) => {
        await this.requests.complete(request, res.statusCode, body).catch(() => undefined);
        return body;
      }),
      catchError((error: unknown) =>
        from(this.requests.abandon(request).catch(() => undefined)).pipe(mergeMap(() => throwError(() => error))),
      ),
      finalize(() => clearInterval(renewal)),
    );
  }
}
