import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * A query string's number: undefined when absent (so the property's default applies); anything
 * else is read as a number, so an empty `?page=` or a repeated `?page=1&page=2` is no number (NaN)
 * and the validators refuse it with 400 naming the field, instead of leaving the value unset.
 */
const wholeNumber = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;

/** Far past any list; page × perPage stays an integer Postgres reads as an offset. */
export const MAX_PAGE = 1_000_000;

/** `page` of a paged list: 1 to MAX_PAGE, 1 by default (set on the property). */
export const PageParam = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE }),
    IsOptional(),
    Transform(wholeNumber),
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: `page must be between 1 and ${MAX_PAGE}` }),
    Max(MAX_PAGE, { message: `page must be between 1 and ${MAX_PAGE}` }),
  );

/** `perPage` of a paged list: 1 to `max`. */
export const PerPageParam = (max: number, byDefault: number): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ default: byDefault, minimum: 1, maximum: max }),
    IsOptional(),
    Transform(wholeNumber),
    IsInt({ message: 'perPage must be a whole number' }),
    Min(1, { message: `perPage must be between 1 and ${max}` }),
    Max(max, { message: `perPage must be between 1 and ${max}` }),
  );

/** A whole-number query parameter (the replay's `event`, the inbox's `limit` and `skip`). */
export const WholeNumber = (): PropertyDecorator => Transform(wholeNumber);
