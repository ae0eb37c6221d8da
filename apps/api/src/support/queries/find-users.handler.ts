import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReadModelDb } from '@outflow/read-models';
import { sql } from 'kysely';
import { READ_DB } from '../../infrastructure/tokens';
import { FindUsersQuery, type FoundUser } from './find-users.query';

/** At most this many users per search: support narrows it down by typing more. */
export const MAX_FOUND_USERS = 20;

@QueryHandler(FindUsersQuery)
export class FindUsersHandler implements IQueryHandler<FindUsersQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  async execute({ text }: FindUsersQuery): Promise<FoundUser[]> {
    // The typed text is matched literally: % and _ are not wildcards.
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'name', 'roles', 'registered_at'])
      .where((eb) => eb.or([eb('email', 'ilike', pattern), eb('name', 'ilike', pattern)]))
      .orderBy(sql`lower(email)`)
      .limit(MAX_FOUND_USERS)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      roles: r.roles,
      registeredAt: r.registered_at.toISOString(),
    }));
  }
}
