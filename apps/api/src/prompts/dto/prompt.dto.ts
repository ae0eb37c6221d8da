import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_PROMPT_CATEGORY_LENGTH, MAX_PROMPT_CONTENT_LENGTH, MAX_PROMPT_NAME_LENGTH } from '@outflow/domain';
import { IsOptional, IsString } from 'class-validator';

/**
 * POST /api/prompts and PUT /api/prompts/:id (spec 02 §7): `{name, content, category}`. The shapes
 * are checked here; the rules (non-blank, lengths) are the domain's, which name the field too.
 */
export class PromptDto {
  @ApiProperty({ maxLength: MAX_PROMPT_NAME_LENGTH, example: 'Warm intro' })
  @IsString({ message: 'name must be a string' })
  name!: string;

  @ApiProperty({ maxLength: MAX_PROMPT_CONTENT_LENGTH, example: 'Mention their company and ask for a short call.' })
  @IsString({ message: 'content must be a string' })
  content!: string;

  @ApiPropertyOptional({ type: String, maxLength: MAX_PROMPT_CATEGORY_LENGTH, nullable: true, example: 'Intro' })
  @IsOptional()
  @IsString({ message: 'category must be a string' })
  category?: string | null;
}
