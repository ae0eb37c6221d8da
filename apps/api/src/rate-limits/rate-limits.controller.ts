import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Clock, EventMetadata, RateLimitSettings } from '@outflow/domain';
import type { AccountUsage, RecentActivity } from '@outflow/api-contract';
import { OpenRoute } from '../access/open-route.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { CLOCK } from '../infrastructure/tokens';
import { GetDailyUsageQuery } from './queries/get-daily-usage.query';
import { ListRecentActivitiesQuery } from './queries/list-recent-activities.query';
import { ChangeRateLimitSettingsCommand } from './commands/change-rate-limit-settings.command';
import { RateLimitSettingsDto } from './dto/rate-limit-settings.dto';
import { GetRateLimitSettingsQuery } from './queries/get-rate-limit-settings.query';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequiresRole } from '../workspaces/workspace-role.decorator';

@ApiTags('rate-limits')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('rate-limits')
export class RateLimitsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly projection: ProjectionWaiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Settings are reachable without a subscription or LinkedIn (usage and activities are gated). */
  @OpenRoute()
  @Get('settings')
  settings(@Tenant() tenant: string): Promise<RateLimitSettings> {
    return this.queries.execute(new GetRateLimitSettingsQuery(tenant));
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
    return this.queries.execute(new GetRateLimitSettingsQuery(tenant));
  }

  /**
   * Today's usage against the limits (the dashboard gauges; activity:update replaces it). Today is
   * the account's local day, as the runner's quota counts it.
   */
  @Get('usage')
  usage(@Tenant() tenant: string): Promise<AccountUsage> {
    return this.queries.execute(new GetDailyUsageQuery(tenant, this.clock.now()));
  }

  @Get('recent-activities')
  recentActivities(@Tenant() tenant: string): Promise<RecentActivity[]> {
    return this.queries.execute(new ListRecentActivitiesQuery(tenant));
  }
}
