import { eventTypesOf } from '../decider';
import type { DomainEvent } from '../events/event';
import type { Sequence, SequenceActionKind } from '../sequence/sequence';
import type { SequenceEdge, SequenceNode } from '../sequence/sequence-graph';
import type { SequenceRevised } from '../sequence-revision/sequence-revised';
import type { VariantChosen, VariantPaused } from '../variants/variant-events';

/**
 * Campaign events live on the campaign stream (`campaignStream(campaignId)`). The leads a campaign
 * starts with are listed in CampaignCreated; each becomes a campaign target with a stream of its own
 * (`campaignTargetStream(targetId)`) the first time the runner touches it, so creating a campaign of
 * 1,000 leads is one append. Dates are ISO strings.
 */

/** Server statuses (spec 02 §4): the client shows active as running, anything else as pending. */
export type CampaignStatus = 'active' | 'paused' | 'completed' | 'failed';
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['active', 'paused', 'completed', 'failed'];

/**
 * A lead inside a campaign: its target id is also the lead's `_id` in the leads read model. A lead
 * from a LinkedIn search comes with its member id and name (known at import); a pasted or CSV one
 * with its URL only (its member key is the URL's public identifier, contact/member-key.ts).
 */
export interface CampaignLead {
  targetId: string;
  profileUrl: string;
  providerId?: string;
  /** The person's name when the lead source gave it (a LinkedIn search does); absent otherwise and in older events. */
  name?: string;
}

export type CampaignCreated = DomainEvent<
  'CampaignCreated',
  {
    campaignId: string;
    /** Whose campaign it is: the tenant (a user, or a workspace). Events stored before it was here are upcast from their metadata. */
    ownerId: string;
    name: string;
    description: string;
    /** The LinkedIn account (provider id) the campaign acts through: its first sender, for older readers. */
    accountId: string;
    /** Every sender the campaign acts through, when more than one (absent: `[accountId]`); each lead is assigned one. */
    senders?: string[];
    /** What the runner walks (spec 02 §4 conversion). */
    sequence: Sequence;
    /** The builder graph as drawn, kept so the list can show it and support can read it. */
    graph: { nodes: SequenceNode[]; edges: SequenceEdge[] };
    leads: CampaignLead[];
    /** How the lead list was made: manual, csv or search. */
    leadSource: string | null;
    /** The user let members whose earlier sequence ended be contacted again (never a reply of the last 30 days). */
    allowPreviouslyContacted?: boolean;
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

/**
 * Leads added to a campaign after its creation (bulk "add to a campaign", the API, an agent). Their
 * target ids go on from the campaign's last (`campaignTargetId(campaignId, firstPosition + i)`);
 * the sequence's first step (and the campaign's name and status) ride along so projections need
 * no lookups. Each added lead is due at once, from `occurredAt`.
 */
export type CampaignLeadsAdded = DomainEvent<
  'CampaignLeadsAdded',
  {
    campaignId: string;
    campaignName: string;
    campaignStatus: CampaignStatus;
    leads: CampaignLead[];
    firstPosition: number;
    initialStep: string;
    initialAction: SequenceActionKind | null;
    /** The sequence's version the added leads start on (absent before revisions existed: 1). */
    sequenceVersion?: number;
    /** The campaign's senders when more than one: each added lead is assigned one when its sequence starts. */
    senders?: string[];
    occurredAt: string;
  }
>;

/** Leads taken out of a campaign before it reached them (no action on LinkedIn yet): nothing more happens to them there. */
export type CampaignLeadsRemoved = DomainEvent<
  'CampaignLeadsRemoved',
  { campaignId: string; targetIds: string[]; occurredAt: string }
>;

export type CampaignEvent =
  | CampaignCreated
  | CampaignStatusChanged
  | CampaignDeleted
  | CampaignProfilesReset
  | CampaignLeadsAdded
  | CampaignLeadsRemoved
  | SequenceRevised
  | VariantChosen
  | VariantPaused;

export const CAMPAIGN_EVENT_TYPES = eventTypesOf({
  CampaignCreated: true,
  CampaignStatusChanged: true,
  CampaignDeleted: true,
  CampaignProfilesReset: true,
  CampaignLeadsAdded: true,
  CampaignLeadsRemoved: true,
  SequenceRevised: true,
  VariantChosen: true,
  VariantPaused: true,
} satisfies Record<CampaignEvent['type'], true>);
