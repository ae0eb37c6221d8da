import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ApiErrorBody } from './api-error';

function flatten(errors: ValidationError[], parent = ''): Array<{ field: string; messages: string[] }> {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, messages: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/**
 * Validates every body and query DTO: unknown properties are refused, and a failure answers 400
 * naming the first bad field (and listing all of them), before any command runs.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const body: ApiErrorBody = {
        statusCode: 400,
        message: fields[0]?.messages[0] ?? 'Invalid request',
        errorCode: 'VALIDATION_FAILED',
        field: fields[0]?.field,
        errors: fields,
      };
      return new BadRequestException(body);
    },
  });
}
