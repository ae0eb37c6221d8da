import { Body, Controller, Get, HttpCode, Inject, Post, Query, UseFilters } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EventMetadata } from '@outflow/domain';
import type { ChatList, ChatMessageSent, ChatThread } from '@outflow/api-contract';
import { findChat, findSender, listChats, listChatThread, type ReadModelDb } from '@outflow/read-models';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProviderIdParam } from '../common/provider-id.decorators';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { READ_DB } from '../infrastructure/tokens';
import { LinkedInErrorFilter } from '../linkedin/linkedin-error.filter';
import { ChatSyncScheduler } from './chat-sync-scheduler';
import { chatNotFound } from './chat-not-found';
import { MarkChatReadCommand } from './commands/mark-chat-read.handler';
import { SendChatMessageCommand } from './commands/send-chat-message.handler';
import { ListChatsQueryParams } from './dto/list-chats.query-params';
import { SendChatMessageDto } from './dto/send-chat-message.dto';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { fieldRefusal } from '../common/field-refusal';
import { mayUseSender, SenderAccess, type SenderScope } from '../workspaces/sender-access.decorator';

/**
 * The inbox (spec 01 §2 Inbox, §7): chats and messages from the read models, never from LinkedIn
 * while the user waits. Asking for the list starts a background sync when the last is old.
 */
@ApiTags('messages')
@ApiBearerAuth()
@UseFilters(LinkedInErrorFilter)
@ApiKeyScope('inbox')
@Controller('messages/chats')
export class ChatsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    private readonly sync: ChatSyncScheduler,
    private readonly projection: ProjectionWaiter,
  ) {}

  /** Every chat of the senders the caller may use, across senders; filtered by sender, campaign and unread. */
  @Get()
  async list(
    @Tenant() tenant: string,
    @SenderAccess() scope: SenderScope,
    @Query() params: ListChatsQueryParams,
  ): Promise<ChatList> {
    if (params.accountId !== undefined) {
      const sender = await findSender(this.db, tenant, params.accountId);
      if (sender.accountId === null || !mayUseSender(scope, params.accountId))
        throw fieldRefusal('accountId', 'accountId must be one of the workspace’s senders');
    }
    this.sync.requestSync(tenant);
    const chats = await listChats(this.db, tenant, {
      limit: params.limit,
      skip: params.skip,
      campaignsOnly: params.campaignsOnly === true,
      senders: scope === 'all' ? undefined : scope,
      accountId: params.accountId,
      campaignId: params.campaignId || undefined,
      unreadOnly: params.unread === true,
    });
    return { success: true, chats };
  }

  /**
   * Opening a chat reads it: its unread count is 0 in the next list. Another user's chat answers
   * 404 exactly as an id nobody has, so the answer says nothing about other users' chats.
   */
  @Get(':chatId')
  async get(
    @Tenant() tenant: string,
    @SenderAccess() scope: SenderScope,
    @RequestMetadata() metadata: EventMetadata,
    @ProviderIdParam('chatId', 'chat') chatId: string,
  ): Promise<ChatThread> {
    const chat = await findChat(this.db, tenant, chatId);
    if (!chat || !mayUseSender(scope, chat.accountId)) throw chatNotFound(404);
    const messages = await listChatThread(this.db, tenant, chatId);
    if (chat.unreadCount > 0) {
      await this.projection.waitForAppend(
        await this.commands.execute(new MarkChatReadCommand(chat.accountId, chatId, metadata)),
      );
    }
    return { success: true, chatId, messages, attendees: chat.attendees, doNotContact: chat.doNotContact };
  }

  @Post(':chatId/messages')
  @HttpCode(200)
  async send(
    @Tenant() tenant: string,
    @SenderAccess() scope: SenderScope,
    @CurrentUser() user: AuthenticatedUser,
    @RequestMetadata() metadata: EventMetadata,
    @ProviderIdParam('chatId', 'chat') chatId: string,
    @Body() body: SendChatMessageDto,
  ): Promise<ChatMessageSent> {
    const message = await this.commands.execute(
      new SendChatMessageCommand(chatId, body.text, { id: tenant, name: user.name }, metadata, scope),
    );
    return { success: true, message };
  }
}
