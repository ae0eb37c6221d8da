import { Query } from '@nestjs/cqrs';
import type { PromptView } from '@outflow/read-models';

export class GetPromptQuery extends Query<PromptView> {
  constructor(
    readonly userId: string,
    readonly promptId: string,
  ) {
    super();
  }
}
