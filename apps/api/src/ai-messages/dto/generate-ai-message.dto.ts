import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_AI_CHAR_LIMIT_CONNECTION, MAX_AI_CHAR_LIMIT, MIN_AI_CHAR_LIMIT, type MessageKind } from '@outflow/domain';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOmittable } from '../../common/is-omittable.decorator';

const KINDS: MessageKind[] = ['message', 'connection-note'];
/** Longer instructions are not a prompt but a paste accident; they would only cost tokens. */
const MAX_PROMPT_LENGTH = 5000;

/** POST /api/ai-messages/generate (spec 01 §7, spec 02 §7): write one message for a profile. */
export class GenerateAiMessageDto {
  @ApiPropertyOptional({ description: 'The lead: a lead row, the fetched LinkedIn profile, or its raw JSON (null: none)', type: Object, nullable: true })
  @IsOptional()
  @IsObject({ message: 'profile must be an object' })
  profile: Record<string, unknown> = {};

  @ApiProperty({ description: 'The instructions for the AI', maxLength: MAX_PROMPT_LENGTH })
  @IsString({ message: 'aiPrompt must be a string' })
  @Matches(/\S/, { message: 'aiPrompt must not be blank' })
  @MaxLength(MAX_PROMPT_LENGTH, { message: `aiPrompt must be at most ${MAX_PROMPT_LENGTH} characters` })
  aiPrompt!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: MIN_AI_CHAR_LIMIT, maximum: MAX_AI_CHAR_LIMIT, default: DEFAULT_AI_CHAR_LIMIT_CONNECTION })
  @IsOmittable()
  @IsInt({ message: 'characterLimit must be a whole number' })
  @Min(MIN_AI_CHAR_LIMIT, { message: `characterLimit must be between ${MIN_AI_CHAR_LIMIT} and ${MAX_AI_CHAR_LIMIT}` })
  @Max(MAX_AI_CHAR_LIMIT, { message: `characterLimit must be between ${MIN_AI_CHAR_LIMIT} and ${MAX_AI_CHAR_LIMIT}` })
  characterLimit: number = DEFAULT_AI_CHAR_LIMIT_CONNECTION;

  /** Not in the spec's call: lets a connection note stay within LinkedIn's 300 characters. */
  @ApiPropertyOptional({ enum: KINDS, default: 'message' })
  @IsOmittable()
  @IsIn(KINDS, { message: `kind must be one of ${KINDS.join(', ')}` })
  kind: MessageKind = 'message';
}
