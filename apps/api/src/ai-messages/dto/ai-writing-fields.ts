import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_AI_CHAR_LIMIT, MIN_AI_CHAR_LIMIT } from '@outflow/domain';
import { IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../common/is-omittable.decorator';
import { IsNonBlankText } from '../../common/text-field.decorator';

/** Longer instructions are not a prompt but a paste accident; they would only cost tokens. */
const MAX_PROMPT_LENGTH = 5000;

/** The instructions every AI writing request carries. */
export const IsAiPrompt = (): PropertyDecorator => IsNonBlankText(MAX_PROMPT_LENGTH, 'The instructions for the AI');

const OUT_OF_RANGE = `characterLimit must be between ${MIN_AI_CHAR_LIMIT} and ${MAX_AI_CHAR_LIMIT}`;

/** How long the written text may be; omitted, the request's own default (a note or a message). */
export const IsAiCharacterLimit = (defaultLimit: number): PropertyDecorator =>
  // Listed bottom-up, the order stacked decorators apply in (as IsNonBlankText).
  applyDecorators(
    Max(MAX_AI_CHAR_LIMIT, { message: OUT_OF_RANGE }),
    Min(MIN_AI_CHAR_LIMIT, { message: OUT_OF_RANGE }),
    IsInt({ message: 'characterLimit must be a whole number' }),
    IsOmittable(),
    ApiPropertyOptional({
      type: 'integer',
      minimum: MIN_AI_CHAR_LIMIT,
      maximum: MAX_AI_CHAR_LIMIT,
      default: defaultLimit,
    }),
  );
