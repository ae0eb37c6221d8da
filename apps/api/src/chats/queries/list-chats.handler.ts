import { QueryHandler } from '@nestjs/cqrs';
import { listChats } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { ListChatsQuery } from './list-chats.query';

@QueryHandler(ListChatsQuery)
export class ListChatsHandler extends readModelQueryHandler((db, query: ListChatsQuery) =>
  listChats(db, query.userId, query.options),
) {}
