import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * Like `@IsOptional()`, but only a missing field skips validation: `null` is validated like any
 * other value, so a field that must be a number or a word when present refuses `null` (400)
 * instead of carrying it into a command (`characterLimit: null` once reached the AI writer).
 */
export const IsOmittable = (options?: ValidationOptions): PropertyDecorator =>
  ValidateIf((_, value) => value !== undefined, options);
