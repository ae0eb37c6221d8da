import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  CampaignAnswer,
  CampaignCreated,
  CampaignHistoryPage,
  CampaignList,
  CampaignSnapshot,
  Done,
  ProfilesReset,
} from '@outflow/api-contract';
import type { Clock, EventMetadata } from '@outflow/domain';
import { countLeadsToRefetch, listCampaigns, type ReadModelDb } from '@outflow/read-models';
import type { Response } from 'express';
import { OpenRoute } from '../access/open-route.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { NewEntityId } from '../idempotency/idempotent-request';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { ChangeCampaignStatusCommand } from './commands/change-campaign-status.handler';
import { CreateCampaignCommand } from './commands/create-campaign.handler';
import { DeleteCampaignCommand } from './commands/delete-campaign.handler';
import { ChangeCampaignStatusDto } from './dto/change-campaign-status.dto';
import { CreateCampaignDto } from './dto/create-campaign.dto';
import { ResetCampaignProfilesCommand } from './commands/reset-campaign-profiles.handler';
import { CampaignHistoryExportDto, CampaignHistoryQueryDto, timelineFilterOf } from './dto/campaign-history-query.dto';
import { CampaignStateQueryDto, replayPoint } from './dto/campaign-state-query.dto';
import { CLOCK, READ_DB } from '../infrastructure/tokens';
import { CampaignReader } from './campaign.reader';
import { CampaignHistoryReader } from './history/campaign-history.reader';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';

/**
 * Campaigns (spec 02 §7): commands append to the campaign's stream; every answer is read back from
 * the campaign list's read model once the projector has caught up with the change.
 */
@ApiTags('campaigns')
@ApiBearerAuth()
@ApiKeyScope('campaigns')
@Controller('campaigns')
export class CampaignsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly campaigns: CampaignReader,
    private readonly timelines: CampaignHistoryReader,
    private readonly projection: ProjectionWaiter,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  // Readable while the account is disconnected or the subscription lapsed: only actions are refused.
  @OpenRoute()
  async list(@Tenant() tenant: string): Promise<CampaignList> {
    return { campaigns: await listCampaigns(this.db, tenant, this.clock.now()) };
  }

  @Post()
  async create(
    @Tenant() tenant: string,
    @Body() body: CreateCampaignDto,
    @RequestMetadata() metadata: EventMetadata,
    @NewEntityId() newCampaignId: string,
  ): Promise<CampaignCreated> {
    const { campaignId, appended, skipped } = await this.commands.execute(
      new CreateCampaignCommand(tenant, body, metadata, newCampaignId),
    );
    // A very large campaign (or a busy projector) may take longer than the wait: the campaign is
    // created either way, so answer its id and let the list show it once projected.
    const projected = !appended || (await this.projection.waitFor(appended.position, 10_000));
    if (!projected) return { success: true, campaign: { _id: campaignId, pending: true }, skipped };
    return { success: true, campaign: await this.campaigns.campaign(tenant, campaignId), skipped };
  }

  @Get(':id')
  // Readable while the account is disconnected or the subscription lapsed: only actions are refused.
  @OpenRoute()
  async get(@Tenant() tenant: string, @Param('id') id: string): Promise<CampaignAnswer> {
    return { success: true, campaign: await this.campaigns.campaign(tenant, id) };
  }

  /** The campaign page: live from the read models, or (with `at`) replayed from the events up to that point. */
  @Get(':id/state')
  // Readable while the account is disconnected or the subscription lapsed: only actions are refused.
  @OpenRoute()
  state(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Query() query: CampaignStateQueryDto,
  ): Promise<CampaignSnapshot> {
    return this.campaigns.state(tenant, id, replayPoint(query), {
      status: query.status,
      stepId: query.stepId,
      page: query.page,
      perPage: query.perPage,
    });
  }

  /** The timeline: every event of the campaign, its leads and the quota they used, in the global order, with a summary each. */
  @Get(':id/history')
  // Readable while the account is disconnected or the subscription lapsed: only actions are refused.
  @OpenRoute()
  history(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Query() query: CampaignHistoryQueryDto,
  ): Promise<CampaignHistoryPage> {
    return this.timelines.page(tenant, id, timelineFilterOf(query), query.page, query.perPage);
  }

  /** The timeline as a file: JSON lines (with each event's data) or CSV. */
  @Get(':id/history/export')
  // Readable while the account is disconnected or the subscription lapsed: only actions are refused.
  @OpenRoute()
  async exportHistory(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Query() query: CampaignHistoryExportDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const file = await this.timelines.export(tenant, id, timelineFilterOf(query), query.format);
    res.setHeader('content-type', file.contentType);
    res.setHeader('content-disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  }

  /** Re-fetches the leads' profiles: every lead whose sequence goes on shows as not enriched until its next step fetches it again. */
  @Post(':id/reset-profiles')
  @HttpCode(200)
  async resetProfiles(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<ProfilesReset> {
    await this.projection.waitForAppend(
      await this.commands.execute(new ResetCampaignProfilesCommand(tenant, id, metadata)),
    );
    return { success: true, leads: await countLeadsToRefetch(this.db, tenant, id) };
  }

  @Patch(':id/status')
  async changeStatus(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Body() body: ChangeCampaignStatusDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<CampaignAnswer> {
    await this.projection.waitForAppend(
      await this.commands.execute(new ChangeCampaignStatusCommand(tenant, id, body.status, metadata)),
    );
    return { success: true, campaign: await this.campaigns.campaign(tenant, id) };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<Done> {
    await this.projection.waitForAppend(await this.commands.execute(new DeleteCampaignCommand(tenant, id, metadata)));
    return { success: true };
  }
}
