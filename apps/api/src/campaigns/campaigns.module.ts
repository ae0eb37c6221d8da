import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { CampaignLeadsController } from './campaign-leads.controller';
import { CampaignsController } from './campaigns.controller';
import { CampaignFunnelController } from './campaign-funnel.controller';
import { DashboardDailyController } from './dashboard-daily.controller';
import { DecideVariantHandler } from './commands/decide-variant.handler';
import { AddCampaignLeadsHandler, RemoveCampaignLeadsHandler } from './commands/change-campaign-leads.handler';
import { ChangeCampaignStatusHandler } from './commands/change-campaign-status.handler';
import { CreateCampaignHandler } from './commands/create-campaign.handler';
import { DeleteCampaignHandler } from './commands/delete-campaign.handler';
import { RecordAcceptanceHandler } from './commands/record-acceptance.handler';
import { GetCampaignHandler } from './queries/get-campaign.handler';
import { GetCampaignHistoryHandler } from './queries/get-campaign-history.handler';
import { ListCampaignsHandler } from './queries/list-campaigns.handler';
import { ResetCampaignProfilesHandler } from './commands/reset-campaign-profiles.handler';
import { CampaignEventLog } from './history/campaign-event-log';
import { ExportCampaignHistoryHandler } from './queries/export-campaign-history.handler';
import { GetCampaignStateHandler } from './queries/get-campaign-state.handler';
import { CampaignSequenceController } from './sequence/campaign-sequence.controller';
import { SequenceRevisions } from './sequence/sequence-revisions';

@Module({
  imports: [ContactsModule],
  controllers: [
    CampaignsController,
    CampaignLeadsController,
    CampaignSequenceController,
    CampaignFunnelController,
    DashboardDailyController,
  ],
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
    RecordAcceptanceHandler,
    AddCampaignLeadsHandler,
    RemoveCampaignLeadsHandler,
    SequenceRevisions,
    DecideVariantHandler,
  ],
  exports: [CampaignEventLog],
})
export class CampaignsModule {}
