import { Body, Controller, HttpCode, Inject, Post, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { readAiLeadProfile, type AiWriter, type AiWriterName } from '@outflow/ai';
import { CurrentUser, type AuthenticatedUser } from '../common/authenticated-user';
import { AI_WRITER } from '../infrastructure/tokens';
import { AiWriterErrorFilter } from './ai-writer-error.filter';
import { GenerateAiMessageDto } from './dto/generate-ai-message.dto';

/**
 * The AI message generator (spec 01 §2 /prompt, §7): a feature route, behind the access gate.
 * `writer` says whether a model or the offline template wrote the text.
 */
@ApiTags('ai-messages')
@ApiBearerAuth()
@UseFilters(AiWriterErrorFilter)
@Controller('ai-messages')
export class AiMessagesController {
  constructor(@Inject(AI_WRITER) private readonly writer: AiWriter) {}

  @Post('generate')
  @HttpCode(200)
  async generate(@CurrentUser() user: AuthenticatedUser, @Body() body: GenerateAiMessageDto): Promise<{ success: true; message: string; writer: AiWriterName }> {
    const result = await this.writer.write({
      kind: body.kind,
      prompt: body.aiPrompt,
      characterLimit: body.characterLimit,
      profile: readAiLeadProfile(body.profile),
      sender: { name: user.name || null },
    });
    return { success: true, message: result.text, writer: result.writer };
  }
}
