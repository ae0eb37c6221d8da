import { Query } from '@nestjs/cqrs';
import type { PromptView } from '@outflow/read-models';

export class ListPromptsQuery extends Query<PromptView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
