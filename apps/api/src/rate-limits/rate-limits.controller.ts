import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Clock, EventMetadata, RateLimitSettings } from '@outflow/domain';
import type { AccountUsage, RecentActivity } from '@outflow/api-contract';
import { OpenRoute } from '../access/open-route.decorator';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { CLOCK } from '../infrastructure/tokens';
import { GetDailyUsageQuery } from './queries/get-daily-usage.query';
import { ListRecentActivitiesQuery } from './queries/list-recent-activities.query';
import { ChangeRateLimitSettingsCommand } from './commands/change-rate-limit-settings.command';
import { RateLimitSettingsDto } from './dto/rate-limit-settings.dto';
import { GetRateLimitSettingsQuery } from './queries/get-rate-limit-settings.query';

@ApiTags('rate-limits')
@ApiBearerAuth()
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
  settings(@CurrentUser() user: AuthenticatedUser): Promise<RateLimitSettings> {
    return this.queries.execute(new GetRateLimitSettingsQuery(user.id));
  }

  @OpenRoute()
  @Put('settings')
  async changeSettings(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RateLimitSettingsDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<RateLimitSettings> {
    await this.projection.waitForAppend(await this.commands.execute(new ChangeRateLimitSettingsCommand(user.id, { ...body }, metadata)));
    return this.queries.execute(new GetRateLimitSettingsQuery(user.id));
  }

  /**
   * Today's usage against the limits (the dashboard gauges; activity:update replaces it). Today is
   * the account's local day, as the runner's quota counts it.
   */
  @Get('usage')
  usage(@CurrentUser() user: AuthenticatedUser): Promise<AccountUsage> {
    return this.queries.execute(new GetDailyUsageQuery(user.id, this.clock.now()));
  }

  @Get('recent-activities')
  recentActivities(@CurrentUser() user: AuthenticatedUser): Promise<RecentActivity[]> {
    return this.queries.execute(new ListRecentActivitiesQuery(user.id));
  }
}
