import type { SkippedLeadAnswer } from './contacts';
import type { DoNotContactCode, TargetStatus, WhyCode } from '@outflow/domain';

/** A lead as `GET /api/leads` and `GET /api/leads/:id` answer it (spec 01 §3 Lead, plus its campaign). */
export interface Lead {
  readonly _id: string;
  readonly profileUrl: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly headline: string | null;
  readonly location: string | null;
  readonly country: string | null;
  readonly companyName: string | null;
  readonly jobTitle: string | null;
  readonly pictureUrl: string | null;
  readonly profileDataFetched: boolean;
  /** The fetched profile; always carries `website` (null until enriched). */
  readonly profileData: { readonly website: string | null; readonly [field: string]: unknown };
  readonly campaignId: string;
  readonly campaignName: string;
  readonly status: TargetStatus;
  /** Why the campaign gave the lead up ("LinkedIn profile not found"), when its status is failed. */
  readonly failure: string | null;
  readonly replied: boolean;
  readonly addedAt: string;
  /** The sender (LinkedIn account) the lead acts through, with its name once its profile is known. */
  readonly sender: { readonly accountId: string; readonly name: string | null } | null;
}

/** The list answer of spec 01 §3 Lead: `{success, count, data, error}`. */
export interface LeadList {
  readonly success: true;
  /** The rows in `data`. */
  readonly count: number;
  readonly data: Lead[];
  readonly error: null;
}

/** `GET /api/leads`: one page of the list answer, with how many leads the filter takes in all. */
export interface LeadPageAnswer extends LeadList {
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

/** The member's entry on the Do-Not-Contact list: who put them there (the user, or their own reply) and why. */
export interface LeadDoNotContact {
  readonly code: DoNotContactCode;
  readonly reason: string | null;
  readonly since: string | null;
}

/**
 * One lead with where it stands now (issue 17): the why its campaign's lead table gives (one
 * function in libs/domain), and whether the member is on the Do-Not-Contact list.
 */
export interface LeadDetail extends Lead {
  /** Why the lead does not act now, in one word, or null (its sequence simply ended, or not started). */
  readonly waitReason: WhyCode | null;
  /** When that wait ends (ISO), where known. */
  readonly waitUntil: string | null;
  /** The same why in a sentence. */
  readonly waitText: string | null;
  /** Held back now (a delay, a limit, the working hours, the account), not acting, due or ended. */
  readonly waiting: boolean;
  readonly doNotContact: boolean;
  readonly doNotContactReason: LeadDoNotContact | null;
}

/** `GET /api/leads/:id`. */
export interface LeadAnswer {
  readonly success: true;
  readonly data: LeadDetail;
}

export interface CampaignLeadCount {
  readonly campaignId: string;
  readonly campaignName: string;
  readonly total: number;
  readonly enriched: number;
}

/** `GET /api/leads/summary`'s data. */
export interface LeadSummary {
  readonly total: number;
  readonly enriched: number;
  readonly pendingEnrichment: number;
  readonly byStatus: Record<TargetStatus, number>;
  /** Leads who replied, whatever their state. */
  readonly replied: number;
  /** Newest campaign first. */
  readonly campaigns: CampaignLeadCount[];
}

export interface LeadSummaryAnswer {
  readonly success: true;
  readonly data: LeadSummary;
}

/** One person of the wizard's list that other campaigns of the user are still working on. */
export interface ActiveLeadMatch {
  /** As the caller sent it. */
  readonly profileUrl: string;
  readonly campaigns: Array<{
    readonly campaignId: string;
    readonly campaignName: string;
    readonly leadId: string;
    readonly status: string;
  }>;
}

/** `POST /api/leads/active-check`. */
export interface ActiveLeads {
  readonly success: true;
  readonly active: ActiveLeadMatch[];
}

/** `POST /api/campaigns/{id}/leads`: how many joined, how many it already had. */
export interface CampaignLeadsAdded {
  readonly success: true;
  readonly added: number;
  readonly alreadyInCampaign: number;
  /** Leads left out for the member's sake (on the Do-Not-Contact list, in another campaign...), named. */
  readonly skipped: SkippedLeadAnswer[];
}

/** `POST /api/campaigns/{id}/leads/remove`: how many left, and the ones kept because the campaign reached them. */
/** `POST /api/campaigns/{id}/leads/move`: leads not yet contacted moved to another of the campaign's senders. */
export interface CampaignLeadsMoved {
  readonly success: true;
  readonly moved: number;
  /** Leads already contacted (they keep their sender) or not the campaign's. */
  readonly keptIds: string[];
}

export interface CampaignLeadsRemoved {
  readonly success: true;
  readonly removed: number;
  readonly kept: number;
  readonly keptIds: string[];
}
