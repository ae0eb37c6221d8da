import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CampaignFunnel, DailyFiguresAnswer, VariantDecided } from '@outflow/api-contract';
import { campaignDecider, campaignFunnel, campaignStream, DomainError, type EventMetadata } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import {
  campaignDailyFigures,
  campaignFunnelGroups,
  findScheduleSettings,
  type ReadModelDb,
} from '@outflow/read-models';
import { OpenRoute } from '../access/open-route.decorator';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { EVENT_STORE, READ_DB } from '../infrastructure/tokens';
import { Tenant } from '../workspaces/tenant.decorator';
import { DecideVariantCommand } from './commands/decide-variant.command';

/**
 * The campaign's funnel and its variant tests (issue 21): per step and variant, the leads reached,
 * the actions performed and what followed, with 95 % intervals and a test between variants; and
 * the user's end of a test (choose a winner, pause a variant).
 */
@ApiTags('campaigns')
@ApiBearerAuth()
@ApiKeyScope('campaigns')
@Controller('campaigns/:id')
export class CampaignFunnelController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projection: ProjectionWaiter,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get('funnel')
  // Results stay readable while the account is disconnected or the subscription lapsed.
  @OpenRoute()
  async funnel(@Tenant() tenant: string, @Param('id') id: string): Promise<CampaignFunnel> {
    return this.read(tenant, id);
  }

  @Get('daily')
  // Like the funnel: the figures stay readable while the account cannot act.
  @OpenRoute()
  async daily(@Tenant() tenant: string, @Param('id') id: string): Promise<DailyFiguresAnswer> {
    await this.campaignOf(tenant, id);
    const { timeZone } = await findScheduleSettings(this.db, tenant);
    return { campaignId: id, timeZone, days: await campaignDailyFigures(this.db, tenant, timeZone, id) };
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
    return { success: true, funnel: await this.read(tenant, id) };
  }

  /** The sequence and the decisions come from the campaign's stream; the counts from the funnel's read model. */
  private async read(tenant: string, id: string): Promise<CampaignFunnel> {
    const state = await this.campaignOf(tenant, id);
    const groups = await campaignFunnelGroups(this.db, tenant, id);
    return campaignFunnel(id, state.sequence, groups, state.variantChoices);
  }

  /** The tenant's campaign as its stream has it, or 404. */
  private async campaignOf(tenant: string, id: string) {
    const events = await this.store.readStream(campaignStream(id));
    const state = events.reduce(campaignDecider.evolve, campaignDecider.initialState());
    if (!state.exists || state.deleted || state.userId !== tenant)
      throw new DomainError('Campaign not found', 'CAMPAIGN_NOT_FOUND', 'id');
    return state;
  }
}
