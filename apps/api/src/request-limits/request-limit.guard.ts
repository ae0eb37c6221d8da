import { HttpException, HttpStatus, Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';
import type { ApiErrorBody } from '../common/api-error';

/**
 * @nestjs/throttler's guard, answering in the API's error body with the standard `Retry-After`
 * (the library's own header carries the limit's name, e.g. `Retry-After-sign-in-email`).
 */
@Injectable()
export class RequestLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const retryAfterSeconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfterSeconds));
    const body: ApiErrorBody = {
      statusCode: HttpStatus.TOO_MANY_REQUESTS,
      errorCode: 'TOO_MANY_REQUESTS',
      message: `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    };
    throw new HttpException(body, HttpStatus.TOO_MANY_REQUESTS);
  }
}
