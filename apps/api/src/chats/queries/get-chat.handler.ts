import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findChat, listChatThread, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { type ChatDetail, GetChatQuery } from './get-chat.query';

@QueryHandler(GetChatQuery)
export class GetChatHandler implements IQueryHandler<GetChatQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async execute({ userId, chatId }: GetChatQuery): Promise<ChatDetail> {
    const chat = await findChat(this.db, userId, chatId);
    return { chat: chat ?? null, messages: chat ? await listChatThread(this.db, userId, chatId) : [] };
  }
}
