import { Query } from '@nestjs/cqrs';
import type { LeadSummary } from '@outflow/read-models';

export class SummarizeLeadsQuery extends Query<LeadSummary> {
  constructor(readonly userId: string) {
    super();
  }
}
