import { QueryHandler } from '@nestjs/cqrs';
import { listPrompts } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { ListPromptsQuery } from './list-prompts.query';

@QueryHandler(ListPromptsQuery)
export class ListPromptsHandler extends readModelQueryHandler((db, query: ListPromptsQuery) => listPrompts(db, query.userId)) {}
