import { Body, Controller, HttpCode, Inject, Post, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { GeneratedMessage } from '@outflow/api-contract';
import { readAiLeadProfile, type AiSender, type AiWriter } from '@outflow/ai';
import { CHAT_REPLY_CONTEXT_MESSAGES } from '@outflow/domain';
import {
  findChat,
  findChatLeadId,
  findLead,
  findLinkedInAccountState,
  findSender,
  listChatThread,
  type ReadModelDb,
} from '@outflow/read-models';
import { CurrentUser, type AuthenticatedUser } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { mayUseSender, SenderAccess, type SenderScope } from '../workspaces/sender-access.decorator';
import { AI_WRITER, READ_DB } from '../infrastructure/tokens';
import { chatNotFound } from '../chats/chat-not-found';
import { AiWriterErrorFilter } from './ai-writer-error.filter';
import { GenerateAiMessageDto } from './dto/generate-ai-message.dto';
import { GenerateChatResponseDto } from './dto/generate-chat-response.dto';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';

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

  @ApiKeyScope('campaigns', 'read')
  @Post('generate')
  @HttpCode(200)
  async generate(
    @Tenant() tenant: string,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: GenerateAiMessageDto,
  ): Promise<GeneratedMessage> {
    const result = await this.writer.write({
      kind: body.kind,
      prompt: body.aiPrompt,
      characterLimit: body.characterLimit,
      profile: readAiLeadProfile(body.profile),
      sender: await this.sender(tenant, null, user),
    });
    return { success: true, message: result.text, writer: result.writer };
  }

  /**
   * The inbox's 'Generate & Apply': a reply to the other attendee, written from the chat's latest
   * messages (our invitation note included) and what we know of them: their lead's profile when
   * they are a lead of a campaign, else their name in the chat.
   */
  @ApiKeyScope('inbox', 'read')
  @Post('generate-chat-response')
  @HttpCode(200)
  async generateChatResponse(
    @Tenant() tenant: string,
    @SenderAccess() scope: SenderScope,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: GenerateChatResponseDto,
  ): Promise<GeneratedMessage> {
    const chat = await findChat(this.db, tenant, body.chatId);
    if (!chat || !mayUseSender(scope, chat.accountId)) throw chatNotFound();
    const [thread, leadId] = await Promise.all([
      listChatThread(this.db, tenant, body.chatId, { last: CHAT_REPLY_CONTEXT_MESSAGES }),
      findChatLeadId(this.db, tenant, body.chatId),
    ]);
    const lead = leadId ? await findLead(this.db, tenant, leadId) : undefined;
    const attendee = readAiLeadProfile(chat.attendees.find((a) => !a.is_self) ?? {});
    const self = readAiLeadProfile(chat.attendees.find((a) => a.is_self) ?? {});
    const selfName = [self.firstName, self.lastName].filter(Boolean).join(' ');
    const known = lead ? readAiLeadProfile(lead) : attendee;
    const result = await this.writer.write({
      kind: 'message',
      prompt: body.aiPrompt,
      characterLimit: body.characterLimit,
      profile: {
        ...known,
        firstName: known.firstName ?? attendee.firstName,
        lastName: known.lastName ?? attendee.lastName,
      },
      // Signed as the LinkedIn account that writes in this chat, not as the Outflow user.
      sender: selfName ? { name: selfName } : await this.sender(tenant, chat.accountId, user),
      conversation: thread.map((m) => ({ text: m.text, isSender: m.is_sender })),
    });
    return { success: true, message: result.text, writer: result.writer };
  }

  /**
   * Who a message goes out as: the chat's sender (null: the workspace's first), its name and
   * headline, else the user's name.
   */
  private async sender(tenant: string, accountId: string | null, user: AuthenticatedUser): Promise<AiSender> {
    const { profile } =
      accountId === null
        ? await findLinkedInAccountState(this.db, tenant)
        : await findSender(this.db, tenant, accountId);
    if (profile?.fullName) return { name: profile.fullName, headline: profile.headline };
    return { name: user.name || null };
  }
}
