import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Clock, EventMetadata, RateLimitSettings } from '@outflow/domain';
import type { AccountUsage, RecentActivity } from '@outflow/api-contract';
import {
  accountUsage,
  findRateLimitSettings,
  findSenderRateLimitSettings,
  listRecentActivities,
  type ReadModelDb,
} from '@outflow/read-models';
import { assertSenderOfWorkspace } from '../linkedin/sender-of-workspace';
import { readForSender, SenderId, SenderQuery } from '../linkedin/sender-settings-query';
import { OpenRoute } from '../access/open-route.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { CLOCK, READ_DB } from '../infrastructure/tokens';
import { ChangeRateLimitSettingsCommand } from './commands/change-rate-limit-settings.handler';
import { ChangeSenderRateLimitsCommand } from './commands/change-sender-rate-limits.handler';
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

  /**
   * Settings are reachable without a subscription or LinkedIn (usage and activities are gated).
   * With `accountId`: the limits that sender acts under (its own, else the workspace's).
   */
  @OpenRoute()
  @Get('settings')
  @SenderQuery()
  settings(@Tenant() tenant: string, @SenderId() accountId?: string): Promise<RateLimitSettings> {
    return readForSender(this.db, tenant, accountId, findSenderRateLimitSettings);
  }

  @OpenRoute()
  @RequiresRole('admin')
  @Put('settings')
  @SenderQuery()
  async changeSettings(
    @Tenant() tenant: string,
    @Body() body: RateLimitSettingsDto,
    @RequestMetadata() metadata: EventMetadata,
    @SenderId() accountId?: string,
  ): Promise<RateLimitSettings> {
    if (!accountId) {
      await this.projection.waitForAppend(
        await this.commands.execute(new ChangeRateLimitSettingsCommand(tenant, { ...body }, metadata)),
      );
      return findRateLimitSettings(this.db, tenant);
    }
    await assertSenderOfWorkspace(this.db, tenant, accountId);
    const defaults = await findRateLimitSettings(this.db, tenant);
    await this.projection.waitForAppend(
      await this.commands.execute(new ChangeSenderRateLimitsCommand(accountId, { ...body }, defaults, metadata)),
    );
    return findSenderRateLimitSettings(this.db, tenant, accountId);
  }

  /**
   * Today's usage against the limits (the dashboard gauges; activity:update replaces it). Today is
   * the account's local day, as the runner's quota counts it. With `accountId`: that sender's.
   */
  @Get('usage')
  @SenderQuery("One sender's usage, under its own settings.")
  usage(@Tenant() tenant: string, @SenderId() accountId?: string): Promise<AccountUsage> {
    return readForSender(this.db, tenant, accountId, (db, workspace, sender) =>
      accountUsage(db, workspace, this.clock.now(), sender),
    );
  }

  @Get('recent-activities')
  recentActivities(@Tenant() tenant: string): Promise<RecentActivity[]> {
    return listRecentActivities(this.db, tenant);
  }
}
