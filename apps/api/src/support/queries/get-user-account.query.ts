import { Query } from '@nestjs/cqrs';
import type { UserAccount } from '@outflow/api-contract';
export type { UserAccount };

/** Everything support sees of one user's account. */
export class GetUserAccountQuery extends Query<UserAccount> {
  constructor(readonly userId: string) {
    super();
  }
}
