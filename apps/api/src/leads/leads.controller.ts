import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Clock } from '@outflow/domain';
import {
  findActiveLeadMatches,
  findLeadDetail,
  isUsersCampaign,
  leadExportLines,
  listLeads,
  pageLeads,
  summarizeLeads,
  type ReadModelDb,
} from '@outflow/read-models';
import type { Response } from 'express';
import { sendCsv } from '../common/csv-download';
import { CLOCK, READ_DB } from '../infrastructure/tokens';
import { LeadFilterDto, LeadSelectionDto } from '../campaigns/dto/campaign-leads.dto';
import type { ActiveLeads, Lead, LeadAnswer, LeadList, LeadPageAnswer, LeadSummaryAnswer } from '@outflow/api-contract';
import { Tenant } from '../workspaces/tenant.decorator';
import { ActiveCheckDto } from './dto/active-check.dto';
import { ListLeadsQueryParams } from './dto/list-leads.query-params';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';

const listResponse = (data: Lead[]): LeadList => ({ success: true, count: data.length, data, error: null });

/** The leads routes' 404: its own error code and message, in the shape the routes have always answered. */
const notFound = (errorCode: string, message: string) =>
  new NotFoundException({ statusCode: 404, success: false, errorCode, message, error: message });

/**
 * The leads of the user's campaigns, from the leads read model. A feature: the global access gate
 * applies. `summary` and `campaign/:id` come before `:id`, which would otherwise take them.
 */
@ApiTags('leads')
@ApiBearerAuth()
@ApiKeyScope('leads')
@Controller('leads')
export class LeadsController {
  constructor(
    @Inject(READ_DB) private readonly db: ReadModelDb,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A page of the leads (50 by default): `count` is the page's rows, `total` all the filter takes. */
  @Get()
  async list(@Tenant() tenant: string, @Query() params: ListLeadsQueryParams): Promise<LeadPageAnswer> {
    const { page, perPage } = params;
    const filter = { campaignId: params.campaignId || undefined, search: params.search, status: params.status };
    const { leads, total } = await pageLeads(this.db, tenant, filter, page, perPage);
    return { ...listResponse(leads), total, page, perPage };
  }

  @Get('summary')
  async summary(@Tenant() tenant: string): Promise<LeadSummaryAnswer> {
    return { success: true, data: await summarizeLeads(this.db, tenant) };
  }

  /** The wizard's lead list: which of these people another campaign of the user is still working on. */
  @ApiKeyScope('leads', 'read')
  @Post('active-check')
  @HttpCode(200)
  async activeCheck(@Tenant() tenant: string, @Body() body: ActiveCheckDto): Promise<ActiveLeads> {
    return { success: true, active: await findActiveLeadMatches(this.db, tenant, body.profileUrls) };
  }

  /** CSV of the leads the filter takes (all by default): enrichment, campaign, state, sender and last outcome, streamed. */
  @Get('export')
  @ApiProduces('text/csv')
  async export(@Tenant() tenant: string, @Query() filter: LeadFilterDto, @Res() res: Response): Promise<void> {
    await sendCsv(res, 'leads.csv', leadExportLines(this.db, tenant, filter));
  }

  /** The same CSV for a selection: rows picked by id, or all matching a filter (too many ids for a URL). */
  @ApiKeyScope('leads', 'read')
  @Post('export')
  @ApiProduces('text/csv')
  async exportSelected(@Tenant() tenant: string, @Body() body: LeadSelectionDto, @Res() res: Response): Promise<void> {
    await sendCsv(res, 'leads.csv', leadExportLines(this.db, tenant, { ids: body.leadIds, ...body.matching }));
  }

  /** 404 for a campaign that is not the user's, whether it belongs to someone else or to no one. */
  @Get('campaign/:id')
  async byCampaign(@Tenant() tenant: string, @Param('id') campaignId: string): Promise<LeadList> {
    if (!(await isUsersCampaign(this.db, tenant, campaignId)))
      throw notFound('CAMPAIGN_NOT_FOUND', `Campaign ${campaignId} not found`);
    return listResponse(await listLeads(this.db, tenant, { campaignId }));
  }

  /** The lead with where it stands now (the same why the campaign's lead table gives); another user's lead is a 404. */
  @Get(':id')
  async get(@Tenant() tenant: string, @Param('id') leadId: string): Promise<LeadAnswer> {
    const lead = await findLeadDetail(this.db, tenant, leadId, this.clock.now());
    if (!lead) throw notFound('LEAD_NOT_FOUND', 'Lead not found');
    return { success: true, data: lead };
  }
}
