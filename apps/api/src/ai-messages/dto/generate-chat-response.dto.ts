import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_AI_CHAR_LIMIT_MESSAGE, MAX_AI_CHAR_LIMIT, MAX_ID_LENGTH, MIN_AI_CHAR_LIMIT } from '@outflow/domain';
import { IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOmittable } from '../../common/is-omittable.decorator';

const MAX_PROMPT_LENGTH = 5000;

/** POST /api/ai-messages/generate-chat-response (spec 01 §7): a reply in one of the user's chats. */
export class GenerateChatResponseDto {
  @ApiProperty({ description: 'The chat to reply in', maxLength: MAX_ID_LENGTH })
  @IsString({ message: 'chatId must be a string' })
  @Matches(/\S/, { message: 'chatId must not be blank' })
  @MaxLength(MAX_ID_LENGTH, { message: `chatId must be at most ${MAX_ID_LENGTH} characters` })
  chatId!: string;

  @ApiProperty({ description: 'The instructions for the AI', maxLength: MAX_PROMPT_LENGTH })
  @IsString({ message: 'aiPrompt must be a string' })
  @Matches(/\S/, { message: 'aiPrompt must not be blank' })
  @MaxLength(MAX_PROMPT_LENGTH, { message: `aiPrompt must be at most ${MAX_PROMPT_LENGTH} characters` })
  aiPrompt!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: MIN_AI_CHAR_LIMIT, maximum: MAX_AI_CHAR_LIMIT, default: DEFAULT_AI_CHAR_LIMIT_MESSAGE })
  @IsOmittable()
  @IsInt({ message: 'characterLimit must be a whole number' })
  @Min(MIN_AI_CHAR_LIMIT, { message: `characterLimit must be between ${MIN_AI_CHAR_LIMIT} and ${MAX_AI_CHAR_LIMIT}` })
  @Max(MAX_AI_CHAR_LIMIT, { message: `characterLimit must be between ${MIN_AI_CHAR_LIMIT} and ${MAX_AI_CHAR_LIMIT}` })
  characterLimit: number = DEFAULT_AI_CHAR_LIMIT_MESSAGE;
}
