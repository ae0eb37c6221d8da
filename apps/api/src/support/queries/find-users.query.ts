import { Query } from '@nestjs/cqrs';

/** Support's user search: by e-mail or name, case-insensitive, part of either. */
export class FindUsersQuery extends Query<FoundUser[]> {
  constructor(readonly text: string) {
    super();
  }
}

export interface FoundUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly roles: string[];
  readonly registeredAt: string;
}
