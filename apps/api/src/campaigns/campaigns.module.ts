import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { CampaignLeadsController } from './campaign-leads.controller';
import { CampaignsController } from './campaigns.controller';
import { CampaignFunnelController } from './campaign-funnel.controller';
import { DashboardDailyController } from './dashboard-daily.controller';
import { CampaignEventLog } from './history/campaign-event-log';
import { CampaignResultsReader } from './campaign-results.reader';
import { CampaignReader } from './campaign.reader';
import { CampaignHistoryReader } from './history/campaign-history.reader';
import { CampaignSequenceController } from './sequence/campaign-sequence.controller';
import { SequenceRevisions } from './sequence/sequence-revisions';
import { handlers } from './commands/handlers';

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
    CampaignEventLog,
    CampaignReader,
    CampaignHistoryReader,
    CampaignResultsReader,
    SequenceRevisions,
    ...handlers,
  ],
  exports: [CampaignEventLog, CampaignReader, CampaignHistoryReader, CampaignResultsReader],
})
export class CampaignsModule {}
