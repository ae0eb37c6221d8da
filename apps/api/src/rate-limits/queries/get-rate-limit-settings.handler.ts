import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RateLimitSettings } from '@outflow/domain';
import { findRateLimitSettings, type ReadModelDb } from '@outflow/read-models';
import { READ_DB } from '../../infrastructure/tokens';
import { GetRateLimitSettingsQuery } from './get-rate-limit-settings.query';

@QueryHandler(GetRateLimitSettingsQuery)
export class GetRateLimitSettingsHandler implements IQueryHandler<GetRateLimitSettingsQuery> {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  execute(query: GetRateLimitSettingsQuery): Promise<RateLimitSettings> {
    return findRateLimitSettings(this.db, query.userId);
  }
}
