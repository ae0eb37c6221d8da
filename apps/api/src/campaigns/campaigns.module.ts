import { Module } from '@nestjs/common';
import { CampaignsController } from './campaigns.controller';
import { ChangeCampaignStatusHandler } from './commands/change-campaign-status.handler';
import { CreateCampaignHandler } from './commands/create-campaign.handler';
import { DeleteCampaignHandler } from './commands/delete-campaign.handler';
import { RecordLeadSignalHandler } from './commands/record-lead-signal.handler';
import { GetCampaignHandler } from './queries/get-campaign.handler';
import { GetCampaignHistoryHandler } from './queries/get-campaign-history.handler';
import { ListCampaignsHandler } from './queries/list-campaigns.handler';

@Module({
  controllers: [CampaignsController],
  providers: [ListCampaignsHandler, GetCampaignHandler, GetCampaignHistoryHandler, CreateCampaignHandler, ChangeCampaignStatusHandler, DeleteCampaignHandler, RecordLeadSignalHandler],
})
export class CampaignsModule {}
