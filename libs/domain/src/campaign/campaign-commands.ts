import type { Command } from '../events/event';
import type { SequenceEdge, SequenceNode } from '../sequence/sequence-graph';
import type { CampaignStatus } from './campaign-events';
import type { LeadIdentity } from './campaign-leads';

export type CreateCampaign = Command<
  'CreateCampaign',
  {
    campaignId: string;
    userId: string;
    name: string;
    /** Default: defaultCampaignDescription(name). */
    description?: string;
    leads: readonly string[];
    /** What the lead source knew of each lead (member id, name), matched by profile URL. */
    leadIdentities?: readonly LeadIdentity[];
    /** Members whose earlier sequence ended may be contacted again. */
    allowPreviouslyContacted?: boolean;
    /** The names the lead source gave, at the same places as `leads` ('' or absent: unknown). */
    leadNames?: readonly string[];
    nodes: readonly SequenceNode[];
    edges: readonly SequenceEdge[];
    accountId: string;
    /** The senders to act through (1–50 distinct accounts, checked connected by the caller); absent: `[accountId]`. */
    senders?: readonly string[];
    leadSource: string | null;
    now: Date;
    /** The random part of the sequence id (keeps decide pure). */
    newSequenceId: () => string;
  }
>;

export type ChangeCampaignStatus = Command<
  'ChangeCampaignStatus',
  { userId: string; status: CampaignStatus; now: Date }
>;

export type DeleteCampaign = Command<'DeleteCampaign', { userId: string; now: Date }>;

/** POST /api/campaigns/{id}/reset-profiles: the leads' profiles are fetched again. */
export type ResetCampaignProfiles = Command<'ResetCampaignProfiles', { userId: string; now: Date }>;
/** Adds LinkedIn profile URLs to a live campaign; people it already lists are left out. */
export type AddCampaignLeads = Command<
  'AddCampaignLeads',
  { userId: string; profileUrls: readonly unknown[]; now: Date }
>;

/**
 * Takes leads out of the campaign, those it has not reached (`reached`: the leads LinkedIn already
 * saw an action on, read from their streams by the caller); the others stay.
 */
export type RemoveCampaignLeads = Command<
  'RemoveCampaignLeads',
  { userId: string; targetIds: readonly string[]; reached: readonly string[]; now: Date }
>;

/**
 * PUT /api/campaigns/{id}/sequence: a new version of a running or paused campaign's sequence, the
 * builder graph checked as at creation, with where the leads on removed steps go (`moves`).
 */
export type ReviseSequence = Command<
  'ReviseSequence',
  {
    userId: string;
    nodes: readonly SequenceNode[];
    edges: readonly SequenceEdge[];
    moves: readonly unknown[];
    actor: string;
    now: Date;
    newSequenceId: () => string;
  }
>;

/** Ends a step's A/B test with its winner (`choose`) or stops handing out one variant (`pause`). */
export type DecideVariant = Command<
  'DecideVariant',
  { userId: string; by: string; stepId: string; variantId: string; decision: 'choose' | 'pause'; now: Date }
>;

export type CampaignCommand =
  | CreateCampaign
  | ChangeCampaignStatus
  | DeleteCampaign
  | ResetCampaignProfiles
  | AddCampaignLeads
  | RemoveCampaignLeads
  | ReviseSequence
  | DecideVariant;
