import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CampaignFunnel, DailyFiguresAnswer, VariantDecided } from '@outflow/api-contract';
import type { EventMetadata } from '@outflow/domain';
import { OpenRoute } from '../access/open-route.decorator';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { Tenant } from '../workspaces/tenant.decorator';
import { CampaignResultsReader } from './campaign-results.reader';
import { DecideVariantCommand } from './commands/decide-variant.handler';
import { ReplayPointQueryDto, replayPoint } from './dto/campaign-state-query.dto';

/**
 * The campaign's funnel and its variant tests (issue 21): per step and variant, the leads reached,
 * the actions performed and what followed, with 95 % intervals and a test between variants (live,
 * or as it stood at a point of the campaign's history); and the user's end of a test (choose a
 * winner, pause a variant).
 */
@ApiTags('campaigns')
@ApiBearerAuth()
@ApiKeyScope('campaigns')
@Controller('campaigns/:id')
export class CampaignFunnelController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projection: ProjectionWaiter,
    private readonly results: CampaignResultsReader,
  ) {}

  @Get('funnel')
  // Results stay readable while the account is disconnected or the subscription lapsed.
  @OpenRoute()
  async funnel(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Query() query: ReplayPointQueryDto,
  ): Promise<CampaignFunnel> {
    return this.results.funnel(tenant, id, replayPoint(query));
  }

  @Get('daily')
  // Like the funnel: the figures stay readable while the account cannot act.
  @OpenRoute()
  async daily(@Tenant() tenant: string, @Param('id') id: string): Promise<DailyFiguresAnswer> {
    return this.results.daily(tenant, id);
  }

  @Post('steps/:stepId/variants/:variantId/choose')
  @HttpCode(200)
  async choose(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Param('stepId') stepId: string,
    @Param('variantId') variantId: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<VariantDecided> {
    return this.decide(tenant, id, stepId, variantId, 'choose', metadata);
  }

  @Post('steps/:stepId/variants/:variantId/pause')
  @HttpCode(200)
  async pause(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Param('stepId') stepId: string,
    @Param('variantId') variantId: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<VariantDecided> {
    return this.decide(tenant, id, stepId, variantId, 'pause', metadata);
  }

  private async decide(
    tenant: string,
    id: string,
    stepId: string,
    variantId: string,
    decision: 'choose' | 'pause',
    metadata: EventMetadata,
  ): Promise<VariantDecided> {
    const result = await this.commands.execute(
      new DecideVariantCommand(tenant, id, stepId, variantId, decision, metadata),
    );
    await this.projection.waitForAppend(result);
    return { success: true, funnel: await this.results.funnel(tenant, id) };
  }
}
