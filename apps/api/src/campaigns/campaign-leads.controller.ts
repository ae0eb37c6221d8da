import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendCsv } from '../common/csv-download';
import type { CampaignLeadsAdded, CampaignLeadsMoved, CampaignLeadsRemoved } from '@outflow/api-contract';
import type { EventMetadata } from '@outflow/domain';
import { isUsersCampaign, leadExportLines, selectLeads, type ReadModelDb } from '@outflow/read-models';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';
import { RequestMetadata } from '../common/authenticated-user';
import { Tenant } from '../workspaces/tenant.decorator';
import { fieldRefusal } from '../common/field-refusal';
import { ProjectionWaiter } from '../infrastructure/projection-waiter';
import { READ_DB } from '../infrastructure/tokens';
import { AddCampaignLeadsCommand, RemoveCampaignLeadsCommand } from './commands/change-campaign-leads.handler';
import { AddCampaignLeadsDto, LeadSelectionDto, MoveCampaignLeadsDto } from './dto/campaign-leads.dto';
import { MoveCampaignLeadsCommand } from './commands/move-campaign-leads.handler';
import { RequiresRole } from '../workspaces/workspace-role.decorator';
import { LeadScreening } from '../contacts/lead-screening';

/**
 * Lead operations in bulk on one campaign (issue 22): add leads (profile URLs, or leads of other
 * campaigns selected on the leads page) and remove the ones it has not reached yet.
 */
@ApiTags('campaigns')
@ApiBearerAuth()
@ApiKeyScope('campaigns')
@Controller('campaigns/:id/leads')
export class CampaignLeadsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly projection: ProjectionWaiter,
    @Inject(READ_DB) private readonly db: ReadModelDb,
    private readonly screening: LeadScreening,
  ) {}

  @Post()
  @HttpCode(200)
  async add(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Body() body: AddCampaignLeadsDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<CampaignLeadsAdded> {
    if (!body.profileUrls && !body.leadIds && !body.matching)
      throw fieldRefusal('profileUrls', 'Give profileUrls, leadIds or matching: the leads to add');
    const selected = body.leadIds || body.matching ? await this.selected(tenant, body) : [];
    const urls = [...new Set([...(body.profileUrls ?? []), ...selected.map((l) => l.profile_url)])];
    // The person on the other end first: members the contacts forbid are left out and named.
    const { kept, skipped } = await this.screening.screen(tenant, urls, body.allowPreviouslyContacted ?? false, id);
    const result = await this.commands.execute(new AddCampaignLeadsCommand(tenant, id, kept, metadata));
    await this.projection.waitForAppend(result);
    const event = result.newEvents[0];
    const added = event?.type === 'CampaignLeadsAdded' ? event.data.leads.length : 0;
    return { success: true, added, alreadyInCampaign: kept.length - added, skipped };
  }

  @Post('remove')
  @HttpCode(200)
  async remove(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Body() body: LeadSelectionDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<CampaignLeadsRemoved> {
    if (!body.leadIds && !body.matching) throw fieldRefusal('leadIds', 'Give leadIds or matching: the leads to remove');
    const ids = (await this.selected(tenant, { ...body, matching: { ...body.matching, campaignId: id } })).map(
      (l) => l.id,
    );
    const result = await this.commands.execute(new RemoveCampaignLeadsCommand(tenant, id, ids, metadata));
    await this.projection.waitForAppend(result);
    const event = result.newEvents[0];
    const removed = new Set(event?.type === 'CampaignLeadsRemoved' ? event.data.targetIds : []);
    const keptIds = ids.filter((i) => !removed.has(i));
    return { success: true, removed: removed.size, kept: keptIds.length, keptIds };
  }

  /** Leads not yet contacted go to another of the campaign's senders (admins only; each move names who made it). */
  @RequiresRole('admin')
  @Post('move')
  @HttpCode(200)
  async move(
    @Tenant() tenant: string,
    @Param('id') id: string,
    @Body() body: MoveCampaignLeadsDto,
    @RequestMetadata() metadata: EventMetadata,
  ): Promise<CampaignLeadsMoved> {
    const { moved, kept } = await this.commands.execute(
      new MoveCampaignLeadsCommand(tenant, id, body.targetIds, body.accountId, metadata),
    );
    return { success: true, moved: moved.length, keptIds: kept };
  }

  /** The campaign's results as CSV: each lead, its state, step and last outcome, streamed. */
  @Get('export')
  @ApiProduces('text/csv')
  async export(@Tenant() tenant: string, @Param('id') id: string, @Res() res: Response): Promise<void> {
    if (!(await isUsersCampaign(this.db, tenant, id)))
      throw new NotFoundException({ statusCode: 404, message: 'Campaign not found', errorCode: 'CAMPAIGN_NOT_FOUND' });
    await sendCsv(
      res,
      `campaign-${id.replace(/[^A-Za-z0-9_-]/g, '')}-results.csv`,
      leadExportLines(this.db, tenant, { campaignId: id }),
    );
  }

  private selected(tenant: string, body: LeadSelectionDto) {
    return selectLeads(this.db, tenant, { ids: body.leadIds, ...body.matching });
  }
}
