import { QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@outflow/domain';
import { findPrompt } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { GetPromptQuery } from './get-prompt.query';

@QueryHandler(GetPromptQuery)
export class GetPromptHandler extends readModelQueryHandler(async (db, query: GetPromptQuery) => {
  const prompt = await findPrompt(db, query.userId, query.promptId);
  if (!prompt) throw new DomainError('Prompt not found', 'NOT_FOUND', 'id');
  return prompt;
}) {}
