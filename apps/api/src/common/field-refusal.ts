import { BadRequestException } from '@nestjs/common';
import type { ApiErrorBody } from './api-error';

/** A 400 naming the offending field, in the shape the validation pipe answers. */
export function fieldRefusal(field: string, message: string): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    message,
    errorCode: 'VALIDATION_FAILED',
    field,
    errors: [{ field, messages: [message] }],
  } satisfies ApiErrorBody);
}
