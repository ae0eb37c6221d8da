import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Clock, EventMetadata, RateLimitSettings } from '@outflow/domain';
import type { AccountUsage, RecentActivity } from '@outflow/api-contract';
import { accountUsage, findRateLimitSettings, listRecentActivities, type ReadModelDb } from '@outflow/read-models';
import { OpenRoute } from '../access/open-route.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { CLOCK, READ_DB } from '../infrastructure/tokens';
import { ChangeRateLimitSettingsCommand } from './commands/change-rate-limit-settings.command';
import { RateLimitSettingsDto } from './dto/rate-limit-settings.dto';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequiresRole } from '../workspaces/workspace-role.decorator';

@ApiTags('rate-limits')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('rate-limits')
export class RateLimitsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    private readonly projection: ProjectionWaiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Settings are reachable without a subscription or LinkedIn (usage and activities are gated). */
  @OpenRoute()
  @Get('settings')
  settings(@Tenant() tenant: string): Promise<RateLimitSettings> {
    return findRateLimitSettings(this.db, tenant);
  }

  @OpenRoute()
  @RequiresRole('admin')
  @Put('settings')
  async changeSettings(
    @Tenant() tenant: string,
    @Body() body: RateLimitSettingsDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<RateLimitSettings> {
    await this.projection.waitForAppend(
      await this.commands.execute(new ChangeRateLimitSettingsCommand(tenant, { ...body }, metadata)),
    );
    return findRateLimitSettings(this.db, tenant);
  }

  /**
   * Today's usage against the limits (the dashboard gauges; activity:update replaces it). Today is
   * the account's local day, as the runner's quota counts it.
   */
  @Get('usage')
  usage(@Tenant() tenant: string): Promise<AccountUsage> {
    return accountUsage(this.db, tenant, this.clock.now());
  }

  @Get('recent-activities')
  recentActivities(@Tenant() tenant: string): Promise<RecentActivity[]> {
    return listRecentActivities(this.db, tenant);
  }
}
