import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** A query string's number, or undefined when absent (so the property's default applies). */
const wholeNumber = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/** `page` of a paged list: 1 or more, 1 by default (set on the property). */
export const PageParam = (): PropertyDecorator =>
  applyDecorators(ApiPropertyOptional({ default: 1, minimum: 1 }), IsOptional(), Transform(wholeNumber), IsInt({ message: 'page must be a whole number' }), Min(1, { message: 'page must be 1 or more' }));

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

/** A whole-number query parameter (e.g. the replay's `event`). */
export const WholeNumber = (): PropertyDecorator => Transform(wholeNumber);
