import { Query } from '@nestjs/cqrs';
import type { LinkedInAccountState } from '@outflow/domain';

/** The user's LinkedIn account as the read model has it. */
export class GetLinkedInAccountQuery extends Query<LinkedInAccountState> {
  constructor(readonly userId: string) {
    super();
  }
}
