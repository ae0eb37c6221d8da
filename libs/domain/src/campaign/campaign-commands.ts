import type { Command } from '../events/event';
import type { SequenceEdge, SequenceNode } from '../sequence/sequence-graph';
import type { CampaignStatus } from './campaign-events';

export type CreateCampaign = Command<
  'CreateCampaign',
  {
    campaignId: string;
    userId: string;
    name: string;
    /** Default: defaultCampaignDescription(name). */
    description?: string;
    leads: readonly string[];
    nodes: readonly SequenceNode[];
    edges: readonly SequenceEdge[];
    accountId: string;
    leadSource: string | null;
    now: Date;
    /** The random part of the sequence id (keeps decide pure). */
    newSequenceId: () => string;
  }
>;

export type ChangeCampaignStatus = Command<'ChangeCampaignStatus', { userId: string; status: CampaignStatus; now: Date }>;

export type DeleteCampaign = Command<'DeleteCampaign', { userId: string; now: Date }>;

/** POST /api/campaigns/{id}/reset-profiles: the leads' profiles are fetched again. */
export type ResetCampaignProfiles = Command<'ResetCampaignProfiles', { userId: string; now: Date }>;
export type CampaignCommand = CreateCampaign | ChangeCampaignStatus | DeleteCampaign | ResetCampaignProfiles;
