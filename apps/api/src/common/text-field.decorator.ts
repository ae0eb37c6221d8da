import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/**
 * A required text field with something in it (not only spaces), at most `maxLength` characters;
 * each refusal names the field ($property is class-validator's stand-in for its name).
 */
export const IsNonBlankText = (maxLength: number, description: string): PropertyDecorator =>
  // Listed bottom-up, the order stacked decorators apply in: the first refusal named stays the same.
  applyDecorators(
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters` }),
    Matches(/\S/, { message: '$property must not be blank' }),
    IsString({ message: '$property must be a string' }),
    ApiProperty({ description, maxLength }),
  );
