import { Controller, Get, UseFilters } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EventMetadata } from '@outflow/domain';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { LinkedInErrorFilter } from '../linkedin/linkedin-error.filter';
import type { ConnectionStats } from '@outflow/api-contract';
import { GetConnectionStatsQuery } from './queries/get-connection-stats.query';

/** The dashboard's Connections card (spec 01 §2, §7): a feature route, behind the access gate. */
@ApiTags('connections')
@ApiBearerAuth()
@UseFilters(LinkedInErrorFilter)
@Controller('connections')
export class ConnectionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('stats')
  stats(@CurrentUser() user: AuthenticatedUser, @RequestMetadata() metadata: EventMetadata): Promise<ConnectionStats> {
    return this.queries.execute(new GetConnectionStatsQuery(user.id, metadata));
  }
}
