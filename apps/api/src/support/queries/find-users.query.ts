import { Query } from '@nestjs/cqrs';
import type { FoundUser } from '@outflow/api-contract';
export type { FoundUser };

/** Support's user search: by e-mail or name, case-insensitive, part of either. */
export class FindUsersQuery extends Query<FoundUser[]> {
  constructor(readonly text: string) {
    super();
  }
}
