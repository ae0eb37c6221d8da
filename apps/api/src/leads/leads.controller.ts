import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import { leadExportLines, type ReadModelDb } from '@outflow/read-models';
import type { Response } from 'express';
import { sendCsv } from '../common/csv-download';
import { READ_DB } from '../infrastructure/tokens';
import { LeadFilterDto, LeadSelectionDto } from '../campaigns/dto/campaign-leads.dto';
import type { ActiveLeads, Lead, LeadAnswer, LeadList, LeadSummaryAnswer } from '@outflow/api-contract';
import { Tenant } from '../workspaces/tenant.decorator';
import { ActiveCheckDto } from './dto/active-check.dto';
import { ListLeadsQueryParams } from './dto/list-leads.query-params';
import { CheckActiveLeadsQuery } from './queries/check-active-leads.query';
import { GetLeadQuery } from './queries/get-lead.query';
import { ListCampaignLeadsQuery } from './queries/list-campaign-leads.query';
import { ListLeadsQuery } from './queries/list-leads.query';
import { SummarizeLeadsQuery } from './queries/summarize-leads.query';
import { ApiKeyScope } from '../api-keys/api-key-scope.decorator';

const listResponse = (data: Lead[]): LeadList => ({ success: true, count: data.length, data, error: null });

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
    private readonly queries: QueryBus,
    @Inject(READ_DB) private readonly db: ReadModelDb,
  ) {}

  @Get()
  async list(@Tenant() tenant: string, @Query() params: ListLeadsQueryParams): Promise<LeadList> {
    return listResponse(await this.queries.execute(new ListLeadsQuery(tenant, params.campaignId || undefined)));
  }

  @Get('summary')
  async summary(@Tenant() tenant: string): Promise<LeadSummaryAnswer> {
    return { success: true, data: await this.queries.execute(new SummarizeLeadsQuery(tenant)) };
  }

  /** The wizard's lead list: which of these people another campaign of the user is still working on. */
  @ApiKeyScope('leads', 'read')
  @Post('active-check')
  @HttpCode(200)
  async activeCheck(@Tenant() tenant: string, @Body() body: ActiveCheckDto): Promise<ActiveLeads> {
    return { success: true, active: await this.queries.execute(new CheckActiveLeadsQuery(tenant, body.profileUrls)) };
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

  @Get('campaign/:id')
  async byCampaign(@Tenant() tenant: string, @Param('id') campaignId: string): Promise<LeadList> {
    return listResponse(await this.queries.execute(new ListCampaignLeadsQuery(tenant, campaignId)));
  }

  @Get(':id')
  async get(@Tenant() tenant: string, @Param('id') leadId: string): Promise<LeadAnswer> {
    return { success: true, data: await this.queries.execute(new GetLeadQuery(tenant, leadId)) };
  }
}
