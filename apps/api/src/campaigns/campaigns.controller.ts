import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EventMetadata } from '@outflow/domain';
import type { AppendResult, HandleCommandResult } from '@outflow/event-store';
import type { CampaignListItem } from '@outflow/read-models';
import { CurrentUser, RequestMetadata, type AuthenticatedUser } from '../common/authenticated-user';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { ChangeCampaignStatusCommand } from './commands/change-campaign-status.command';
import { CreateCampaignCommand } from './commands/create-campaign.command';
import { DeleteCampaignCommand } from './commands/delete-campaign.command';
import { ChangeCampaignStatusDto } from './dto/change-campaign-status.dto';
import { CreateCampaignDto } from './dto/create-campaign.dto';
import type { HistoryEntry } from './queries/get-campaign-history.handler';
import { GetCampaignHistoryQuery } from './queries/get-campaign-history.query';
import { GetCampaignQuery } from './queries/get-campaign.query';
import { CampaignHistoryQueryDto } from './dto/campaign-history-query.dto';
import { ListCampaignsQuery } from './queries/list-campaigns.query';

/**
 * Campaigns (spec 02 §7): commands append to the campaign's stream; every answer is read back from
 * the campaign list's read model once the projector has caught up with the change.
 */
@ApiTags('campaigns')
@ApiBearerAuth()
@Controller('campaigns')
export class CampaignsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly projection: ProjectionWaiter,
  ) {}

  @Get()
  async list(@CurrentUser() user: AuthenticatedUser): Promise<{ campaigns: CampaignListItem[] }> {
    return { campaigns: await this.queries.execute(new ListCampaignsQuery(user.id)) };
  }

  @Post()
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateCampaignDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<{ success: true; campaign: CampaignListItem | { _id: string; pending: true } }> {
    const { campaignId, appended }: { campaignId: string; appended?: AppendResult } = await this.commands.execute(
      new CreateCampaignCommand(user.id, body, metadata),
    );
    // A very large campaign (or a busy projector) may take longer than the wait: the campaign is
    // created either way, so answer its id and let the list show it once projected.
    const projected = !appended || (await this.projection.waitFor(appended.position, 10_000));
    if (!projected) return { success: true, campaign: { _id: campaignId, pending: true } };
    return { success: true, campaign: await this.queries.execute(new GetCampaignQuery(user.id, campaignId)) };
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ success: true; campaign: CampaignListItem }> {
    return { success: true, campaign: await this.queries.execute(new GetCampaignQuery(user.id, id)) };
  }

  /** Every recorded event of the campaign and its leads, in order: what happened, who did it, when. */
  @Get(':id/history')
  async history(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: CampaignHistoryQueryDto,
  ): Promise<{ success: true; count: number; events: HistoryEntry[] }> {
    const events: HistoryEntry[] = await this.queries.execute(new GetCampaignHistoryQuery(user.id, id, query.targetId));
    return { success: true, count: events.length, events };
  }

  @Patch(':id/status')
  async changeStatus(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: ChangeCampaignStatusDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<{ success: true; campaign: CampaignListItem }> {
    const result: HandleCommandResult<never> = await this.commands.execute(new ChangeCampaignStatusCommand(user.id, id, body.status, metadata));
    if (result.appended) await this.projection.waitFor(result.appended.position);
    return { success: true, campaign: await this.queries.execute(new GetCampaignQuery(user.id, id)) };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<{ success: true }> {
    const result: HandleCommandResult<never> = await this.commands.execute(new DeleteCampaignCommand(user.id, id, metadata));
    if (result.appended) await this.projection.waitFor(result.appended.position);
    return { success: true };
  }
}
