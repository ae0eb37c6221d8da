import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccessLogPage } from '@outflow/api-contract';
import { findAccessLog, type ReadModelDb } from '@outflow/read-models';
import { OpenRoute } from '../access/open-route.decorator';
import { Tenant } from '../workspaces/tenant.decorator';
import { READ_DB } from '../infrastructure/tokens';
import { AccessLogQueryDto } from './access-log-query.dto';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';

/**
 * GET /api/access-log: who from support read the signed-in user's data, and when, newest first.
 * Open to every signed-in user (their privacy does not depend on a subscription); nothing deletes it.
 */
@ApiTags('access-log')
@ApiBearerAuth()
@OpenRoute()
@ApiKeyScope('settings')
@Controller('access-log')
export class AccessLogController {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  @Get()
  async list(@Tenant() tenant: string, @Query() query: AccessLogQueryDto): Promise<AccessLogPage> {
    const { entries, total } = await findAccessLog(this.db, tenant, query.page, query.perPage);
    return { entries, total, page: query.page, perPage: query.perPage };
  }
}
