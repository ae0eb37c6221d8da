import { Module } from '@nestjs/common';
import { CampaignsController } from './campaigns.controller';
import { ChangeCampaignStatusHandler } from './commands/change-campaign-status.handler';
import { CreateCampaignHandler } from './commands/create-campaign.handler';
import { DeleteCampaignHandler } from './commands/delete-campaign.handler';
import { RecordLeadSignalHandler } from './commands/record-lead-signal.handler';
import { GetCampaignHandler } from './queries/get-campaign.handler';
import { GetCampaignHistoryHandler } from './queries/get-campaign-history.handler';
import { ListCampaignsHandler } from './queries/list-campaigns.handler';
import { ResetCampaignProfilesHandler } from './commands/reset-campaign-profiles.handler';
import { CampaignEventLog } from './history/campaign-event-log';
import { ExportCampaignHistoryHandler } from './queries/export-campaign-history.handler';
import { GetCampaignStateHandler } from './queries/get-campaign-state.handler';

@Module({
  controllers: [CampaignsController],
  providers: [
    ListCampaignsHandler,
    GetCampaignHandler,
    GetCampaignHistoryHandler,
    GetCampaignStateHandler,
    ExportCampaignHistoryHandler,
    CampaignEventLog,
    CreateCampaignHandler,
    ChangeCampaignStatusHandler,
    DeleteCampaignHandler,
    ResetCampaignProfilesHandler,
    RecordLeadSignalHandler,
  ],
  exports: [CampaignEventLog],
})
export class CampaignsModule {}
