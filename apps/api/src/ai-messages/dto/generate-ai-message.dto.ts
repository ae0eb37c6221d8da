import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_AI_CHAR_LIMIT_CONNECTION, type MessageKind } from '@outflow/domain';
import { IsIn, IsObject, IsOptional } from 'class-validator';
import { IsOmittable } from '../../common/is-omittable.decorator';
import { IsAiCharacterLimit, IsAiPrompt } from './ai-writing-fields';

const KINDS: MessageKind[] = ['message', 'connection-note'];

/** POST /api/ai-messages/generate (spec 01 §7, spec 02 §7): write one message for a profile. */
export class GenerateAiMessageDto {
  @ApiPropertyOptional({
    description: 'The lead: a lead row, the fetched LinkedIn profile, or its raw JSON (null: none)',
    type: Object,
    nullable: true,
  })
  @IsOptional()
  @IsObject({ message: 'profile must be an object' })
  profile: Record<string, unknown> = {};

  @IsAiPrompt()
  aiPrompt!: string;

  @IsAiCharacterLimit(DEFAULT_AI_CHAR_LIMIT_CONNECTION)
  characterLimit: number = DEFAULT_AI_CHAR_LIMIT_CONNECTION;

  /** Not in the spec's call: lets a connection note stay within LinkedIn's 300 characters. */
  @ApiPropertyOptional({ enum: KINDS, default: 'message' })
  @IsOmittable()
  @IsIn(KINDS, { message: `kind must be one of ${KINDS.join(', ')}` })
  kind: MessageKind = 'message';
}
