import { Body, Controller, HttpCode, Inject, Post, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { GeneratedMessage } from '@outflow/api-contract';
import { readAiLeadProfile, type AiWriter } from '@outflow/ai';
import { CHAT_REPLY_CONTEXT_MESSAGES } from '@outflow/domain';
import { findChat, findChatLeadId, findLead, listChatThread, type ReadModelDb } from '@outflow/read-models';
import { CurrentUser, type AuthenticatedUser } from '../common/authenticated-user';
import { AI_WRITER, READ_DB } from '../infrastructure/tokens';
import { chatNotFound } from '../messages/chat-not-found';
import { AiWriterErrorFilter } from './ai-writer-error.filter';
import { GenerateAiMessageDto } from './dto/generate-ai-message.dto';
import { GenerateChatResponseDto } from './dto/generate-chat-response.dto';

/**
 * The AI message generator (spec 01 §2 /prompt, §7): a feature route, behind the access gate.
 * `writer` says whether a model or the offline template wrote the text.
 */
@ApiTags('ai-messages')
@ApiBearerAuth()
@UseFilters(AiWriterErrorFilter)
@Controller('ai-messages')
export class AiMessagesController {
  constructor(
    @Inject(AI_WRITER) private readonly writer: AiWriter,
    @Inject(READ_DB) private readonly db: ReadModelDb,
  ) {}

  @Post('generate')
  @HttpCode(200)
  async generate(@CurrentUser() user: AuthenticatedUser, @Body() body: GenerateAiMessageDto): Promise<GeneratedMessage> {
    const result = await this.writer.write({
      kind: body.kind,
      prompt: body.aiPrompt,
      characterLimit: body.characterLimit,
      profile: readAiLeadProfile(body.profile),
      sender: { name: user.name || null },
    });
    return { success: true, message: result.text, writer: result.writer };
  }

  /**
   * The inbox's 'Generate & Apply': a reply to the other attendee, written from the chat's latest
   * messages (our invitation note included) and what we know of them: their lead's profile when
   * they are a lead of a campaign, else their name in the chat.
   */
  @Post('generate-chat-response')
  @HttpCode(200)
  async generateChatResponse(@CurrentUser() user: AuthenticatedUser, @Body() body: GenerateChatResponseDto): Promise<GeneratedMessage> {
    const chat = await findChat(this.db, user.id, body.chatId);
    if (!chat) throw chatNotFound();
    const [thread, leadId] = await Promise.all([listChatThread(this.db, user.id, body.chatId, { last: CHAT_REPLY_CONTEXT_MESSAGES }), findChatLeadId(this.db, user.id, body.chatId)]);
    const lead = leadId ? await findLead(this.db, user.id, leadId) : undefined;
    const attendee = readAiLeadProfile(chat.attendees.find((a) => !a.is_self) ?? {});
    const known = lead ? readAiLeadProfile(lead) : attendee;
    const result = await this.writer.write({
      kind: 'message',
      prompt: body.aiPrompt,
      characterLimit: body.characterLimit,
      profile: { ...known, firstName: known.firstName ?? attendee.firstName, lastName: known.lastName ?? attendee.lastName },
      sender: { name: user.name || null },
      conversation: thread.map((m) => ({ text: m.text, isSender: m.is_sender })),
    });
    return { success: true, message: result.text, writer: result.writer };
  }
}
