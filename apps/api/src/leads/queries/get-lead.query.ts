import { Query } from '@nestjs/cqrs';
import type { Lead } from '@outflow/read-models';

export class GetLeadQuery extends Query<Lead> {
  constructor(
    readonly userId: string,
    readonly leadId: string,
  ) {
    super();
  }
}
