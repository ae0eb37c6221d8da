import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@outflow/domain';
import { findPrompt, type PromptView, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { GetPromptQuery } from './get-prompt.query';

@QueryHandler(GetPromptQuery)
export class GetPromptHandler implements IQueryHandler<GetPromptQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async execute(query: GetPromptQuery): Promise<PromptView> {
    const prompt = await findPrompt(this.db, query.userId, query.promptId);
    if (!prompt) throw new DomainError('Prompt not found', 'NOT_FOUND', 'id');
    return prompt;
  }
}
