import { Controller, Get, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EventMetadata } from '@outflow/domain';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { LinkedInErrorFilter } from '../linkedin/linkedin-error.filter';
import type { ConnectionStats } from '@outflow/api-contract';
import { ConnectionStatsReader } from './connection-stats-reader';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';

/** The dashboard's Connections card (spec 01 §2, §7): a feature route, behind the access gate. */
@ApiTags('connections')
@ApiBearerAuth()
@UseFilters(LinkedInErrorFilter)
@ApiKeyScope('campaigns')
@Controller('connections')
export class ConnectionsController {
  constructor(private readonly reader: ConnectionStatsReader) {}

  @Get('stats')
  stats(@Tenant() tenant: string, @RequestMetadata() metadata: EventMetadata): Promise<ConnectionStats> {
    return this.reader.read(tenant, metadata);
  }
}
