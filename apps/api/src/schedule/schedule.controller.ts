import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import type { EventMetadata, ScheduleSettings } from '@outflow/domain';
import { findScheduleSettings, findSenderScheduleSettings, type ReadModelDb } from '@outflow/read-models';
import { assertSenderOfWorkspace } from '../linkedin/sender-of-workspace';
import { readForSender, SenderId, SenderQuery } from '../linkedin/sender-settings-query';
import { OpenRoute } from '../access/open-route.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { READ_DB } from '../infrastructure/tokens';
import { ChangeScheduleSettingsCommand } from './commands/change-schedule-settings.handler';
import { ChangeSenderScheduleCommand } from './commands/change-sender-schedule.handler';
import { ScheduleSettingsDto } from './dto/schedule-settings.dto';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequiresRole } from '../workspaces/workspace-role.decorator';

/**
 * The account's time zone, working hours and warm-up (Settings → Working hours). Reachable, like
 * the limits, before a subscription or a LinkedIn account: a new user sets them up first. With
 * `accountId`: one sender's own (else the workspace's, every sender's defaults).
 */
@ApiTags('schedule')
@ApiBearerAuth()
@ApiKeyScope('settings')
@Controller('schedule')
export class ScheduleController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    private readonly projection: ProjectionWaiter,
  ) {}

  @OpenRoute()
  @Get('settings')
  @SenderQuery()
  settings(@Tenant() tenant: string, @SenderId() accountId?: string): Promise<ScheduleSettings> {
    return readForSender(this.db, tenant, accountId, findSenderScheduleSettings);
  }

  @OpenRoute()
  @RequiresRole('admin')
  @Put('settings')
  @ApiBody({ type: ScheduleSettingsDto })
  @SenderQuery()
  async change(
    @Tenant() tenant: string,
    @Body() body: unknown,
    @RequestMetadata() metadata: EventMetadata,
    @SenderId() accountId?: string,
  ): Promise<ScheduleSettings> {
    if (!accountId) {
      await this.projection.waitForAppend(
        await this.commands.execute(new ChangeScheduleSettingsCommand(tenant, body, metadata)),
      );
      return findScheduleSettings(this.db, tenant);
    }
    await assertSenderOfWorkspace(this.db, tenant, accountId);
    await this.projection.waitForAppend(
      await this.commands.execute(new ChangeSenderScheduleCommand(accountId, body, metadata)),
    );
    return findSenderScheduleSettings(this.db, tenant, accountId);
  }
}
