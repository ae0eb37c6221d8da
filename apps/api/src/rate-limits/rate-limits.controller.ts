import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EventMetadata, RateLimitSettings } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';
import { OpenRoute } from '../access/open-route.decorator';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
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
    const result: HandleCommandResult<never> = await this.commands.execute(new ChangeRateLimitSettingsCommand(user.id, { ...body }, metadata));
    if (result.appended) await this.projection.waitFor(result.appended.position);
    return this.queries.execute(new GetRateLimitSettingsQuery(user.id));
  }
}
