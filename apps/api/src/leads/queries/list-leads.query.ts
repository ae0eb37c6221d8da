import { Query } from '@nestjs/cqrs';
import type { Lead } from '@outflow/read-models';

/** The user's leads, all of them or one campaign's. */
export class ListLeadsQuery extends Query<Lead[]> {
  constructor(
    readonly userId: string,
    readonly campaignId?: string,
  ) {
    super();
  }
}
