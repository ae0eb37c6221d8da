import { Module } from '@nestjs/common';
import { LeadsController } from './leads.controller';
import { CheckActiveLeadsHandler } from './queries/check-active-leads.handler';
import { GetLeadHandler } from './queries/get-lead.handler';
import { ListCampaignLeadsHandler } from './queries/list-campaign-leads.handler';
import { ListLeadsHandler } from './queries/list-leads.handler';
import { SummarizeLeadsHandler } from './queries/summarize-leads.handler';

@Module({
  controllers: [LeadsController],
  providers: [
    ListLeadsHandler,
    ListCampaignLeadsHandler,
    GetLeadHandler,
    SummarizeLeadsHandler,
    CheckActiveLeadsHandler,
  ],
})
export class LeadsModule {}
