import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { DailyFiguresAnswer } from '@outflow/api-contract';
import { campaignDailyFigures, findScheduleSettings, type ReadModelDb } from '@outflow/read-models';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { READ_DB } from '../infrastructure/tokens';
import { Tenant } from '../workspaces/tenant.decorator';

/** The dashboard's chart (issue 21): all the workspace's campaigns by the account's local day. */
@ApiTags('campaigns')
@ApiBearerAuth()
@ApiKeyScope('campaigns')
@Controller('dashboard')
export class DashboardDailyController {
  constructor(@Inject(READ_DB) private readonly db: ReadModelDb) {}

  @Get('daily')
  async daily(@Tenant() tenant: string): Promise<DailyFiguresAnswer> {
    const { timeZone } = await findScheduleSettings(this.db, tenant);
    return { campaignId: null, timeZone, days: await campaignDailyFigures(this.db, tenant, timeZone, null) };
  }
}
