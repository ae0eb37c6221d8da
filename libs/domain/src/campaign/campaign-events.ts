import type { DomainEvent } from '../events/event';
import type { Sequence } from '../sequence/sequence';
import type { SequenceEdge, SequenceNode } from '../sequence/sequence-graph';

/**
 * Campaign events live on the campaign stream (`campaignStream(campaignId)`). The leads a campaign
 * starts with are listed in CampaignCreated; each becomes a campaign target with a stream of its own
 * (`campaignTargetStream(targetId)`) the first time the runner touches it, so creating a campaign of
 * 1,000 leads is one append. Dates are ISO strings.
 */

/** Server statuses (spec 02 §4): the client shows active as running, anything else as pending. */
export type CampaignStatus = 'active' | 'paused' | 'completed' | 'failed';
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['active', 'paused', 'completed', 'failed'];

/** A lead inside a campaign: its target id is also the lead's `_id` in the leads read model. */
export interface CampaignLead {
  targetId: string;
  profileUrl: string;
}

export type CampaignCreated = DomainEvent<
  'CampaignCreated',
  {
    campaignId: string;
    name: string;
    description: string;
    /** The LinkedIn account (provider id) the campaign acts through. */
    accountId: string;
    /** What the runner walks (spec 02 §4 conversion). */
    sequence: Sequence;
    /** The builder graph as drawn, kept so the list can show it and support can read it. */
    graph: { nodes: SequenceNode[]; edges: SequenceEdge[] };
    leads: CampaignLead[];
    /** How the lead list was made: manual, csv or search. */
    leadSource: string | null;
    status: CampaignStatus;
    occurredAt: string;
  }
>;

export type CampaignStatusChanged = DomainEvent<
  'CampaignStatusChanged',
  { campaignId: string; status: CampaignStatus; previousStatus: CampaignStatus; occurredAt: string }
>;

/** Deleted campaigns stop at once; their history stays in the store for audit. */
export type CampaignDeleted = DomainEvent<'CampaignDeleted', { campaignId: string; occurredAt: string }>;

/**
 * reset-profiles: the leads' fetched profiles are stale. Every lead whose sequence has not ended
 * shows as not enriched until the runner fetches its profile again (without notifying the member)
 * on its next LinkedIn step; ended leads keep theirs, as nothing will touch them again.
 */
export type CampaignProfilesReset = DomainEvent<'CampaignProfilesReset', { campaignId: string; occurredAt: string }>;

export type CampaignEvent = CampaignCreated | CampaignStatusChanged | CampaignDeleted | CampaignProfilesReset;

export const CAMPAIGN_EVENT_TYPES: readonly CampaignEvent['type'][] = ['CampaignCreated', 'CampaignStatusChanged', 'CampaignDeleted', 'CampaignProfilesReset'];
