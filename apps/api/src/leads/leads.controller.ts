import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ActiveLeads, Lead, LeadAnswer, LeadList, LeadSummaryAnswer } from '@outflow/api-contract';
import { CurrentUser, type AuthenticatedUser } from '../common/authenticated-user';
import { ActiveCheckDto } from './dto/active-check.dto';
import { ListLeadsQueryParams } from './dto/list-leads.query-params';
import { CheckActiveLeadsQuery } from './queries/check-active-leads.query';
import { GetLeadQuery } from './queries/get-lead.query';
import { ListCampaignLeadsQuery } from './queries/list-campaign-leads.query';
import { ListLeadsQuery } from './queries/list-leads.query';
import { SummarizeLeadsQuery } from './queries/summarize-leads.query';

const listResponse = (data: Lead[]): LeadList => ({ success: true, count: data.length, data, error: null });

/**
 * The leads of the user's campaigns, from the leads read model. A feature: the global access gate
 * applies. `summary` and `campaign/:id` come before `:id`, which would otherwise take them.
 */
@ApiTags('leads')
@ApiBearerAuth()
@Controller('leads')
export class LeadsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(@CurrentUser() user: AuthenticatedUser, @Query() params: ListLeadsQueryParams): Promise<LeadList> {
    return listResponse(await this.queries.execute(new ListLeadsQuery(user.id, params.campaignId || undefined)));
  }

  @Get('summary')
  async summary(@CurrentUser() user: AuthenticatedUser): Promise<LeadSummaryAnswer> {
    return { success: true, data: await this.queries.execute(new SummarizeLeadsQuery(user.id)) };
  }

  /** The wizard's lead list: which of these people another campaign of the user is still working on. */
  @Post('active-check')
  @HttpCode(200)
  async activeCheck(@CurrentUser() user: AuthenticatedUser, @Body() body: ActiveCheckDto): Promise<ActiveLeads> {
    return { success: true, active: await this.queries.execute(new CheckActiveLeadsQuery(user.id, body.profileUrls)) };
  }

  @Get('campaign/:id')
  async byCampaign(@CurrentUser() user: AuthenticatedUser, @Param('id') campaignId: string): Promise<LeadList> {
    return listResponse(await this.queries.execute(new ListCampaignLeadsQuery(user.id, campaignId)));
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') leadId: string): Promise<LeadAnswer> {
    return { success: true, data: await this.queries.execute(new GetLeadQuery(user.id, leadId)) };
  }
}
