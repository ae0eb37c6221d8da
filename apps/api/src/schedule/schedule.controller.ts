import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import type { EventMetadata, ScheduleSettings } from '@outflow/domain';
import { findScheduleSettings, type ReadModelDb } from '@outflow/read-models';
import { OpenRoute } from '../access/open-route.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { READ_DB } from '../infrastructure/tokens';
import { ChangeScheduleSettingsCommand } from './commands/change-schedule-settings.command';
import { ScheduleSettingsDto } from './dto/schedule-settings.dto';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequiresRole } from '../workspaces/workspace-role.decorator';

/**
 * The account's time zone, working hours and warm-up (Settings → Working hours). Reachable, like
 * the limits, before a subscription or a LinkedIn account: a new user sets them up first.
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
  settings(@Tenant() tenant: string): Promise<ScheduleSettings> {
    return findScheduleSettings(this.db, tenant);
  }

  @OpenRoute()
  @RequiresRole('admin')
  @Put('settings')
  @ApiBody({ type: ScheduleSettingsDto })
  async change(
    @Tenant() tenant: string,
    @Body() body: unknown,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<ScheduleSettings> {
    await this.projection.waitForAppend(
      await this.commands.execute(new ChangeScheduleSettingsCommand(tenant, body, metadata)),
    );
    return findScheduleSettings(this.db, tenant);
  }
}
