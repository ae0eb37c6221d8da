import { DecideVariantHandler } from './decide-variant.handler';
import { AddCampaignLeadsHandler, RemoveCampaignLeadsHandler } from './change-campaign-leads.handler';
import { ChangeCampaignStatusHandler } from './change-campaign-status.handler';
import { CreateCampaignHandler } from './create-campaign.handler';
import { MoveCampaignLeadsHandler } from './move-campaign-leads.handler';
import { DeleteCampaignHandler } from './delete-campaign.handler';
import { RecordAcceptanceHandler } from './record-acceptance.handler';
import { ResetCampaignProfilesHandler } from './reset-campaign-profiles.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [
  DecideVariantHandler,
  AddCampaignLeadsHandler,
  RemoveCampaignLeadsHandler,
  ChangeCampaignStatusHandler,
  CreateCampaignHandler,
  MoveCampaignLeadsHandler,
  DeleteCampaignHandler,
  RecordAcceptanceHandler,
  ResetCampaignProfilesHandler,
];
