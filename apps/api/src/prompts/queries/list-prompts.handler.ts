import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { listPrompts, type PromptView, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { ListPromptsQuery } from './list-prompts.query';

@QueryHandler(ListPromptsQuery)
export class ListPromptsHandler implements IQueryHandler<ListPromptsQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  execute(query: ListPromptsQuery): Promise<PromptView[]> {
    return listPrompts(this.db, query.userId);
  }
}
