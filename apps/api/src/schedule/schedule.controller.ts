import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import type { EventMetadata, ScheduleSettings } from '@outflow/domain';
import { OpenRoute } from '../access/open-route.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { ChangeScheduleSettingsCommand } from './commands/change-schedule-settings.command';
import { ScheduleSettingsDto } from './dto/schedule-settings.dto';
import { GetScheduleSettingsQuery } from './queries/get-schedule-settings.query';
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
    private readonly queries: QueryBus,
    private readonly projection: ProjectionWaiter,
  ) {}

  @OpenRoute()
  @Get('settings')
  settings(@Tenant() tenant: string): Promise<ScheduleSettings> {
    return this.queries.execute(new GetScheduleSettingsQuery(tenant));
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
    return this.queries.execute(new GetScheduleSettingsQuery(tenant));
  }
}
