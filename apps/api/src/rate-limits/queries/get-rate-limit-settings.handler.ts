import { QueryHandler } from '@nestjs/cqrs';
import { findRateLimitSettings } from '@outflow/read-models';
import { readModelQueryHandler } from '../../infrastructure/read-model-query-handler';
import { GetRateLimitSettingsQuery } from './get-rate-limit-settings.query';

@QueryHandler(GetRateLimitSettingsQuery)
export class GetRateLimitSettingsHandler extends readModelQueryHandler((db, query: GetRateLimitSettingsQuery) =>
  findRateLimitSettings(db, query.userId),
) {}
