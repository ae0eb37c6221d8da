import type { SkippedLeadAnswer } from './contacts';
import type { CampaignFunnel, CampaignSnapshot, HistoryEntry, StatusReason } from '@outflow/domain';

export type { CampaignFunnel, CampaignSnapshot, HistoryEntry, StatusReason };

/** POST …/steps/{stepId}/variants/{variantId}/choose or /pause: the decision is recorded; the funnel as it now stands. */
export interface VariantDecided {
  success: true;
  funnel: CampaignFunnel;
}

/** How many of a campaign's leads are where. */
export interface CampaignTargetStats {
  readonly completed: number;
  readonly running: number;
  readonly paused: number;
  readonly failed: number;
  readonly total: number;
}

/** A campaign as `GET /api/campaigns` lists it (spec 02 §3 "server/list shape"). */
export interface CampaignListItem {
  readonly _id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly status: string;
  readonly progressStatus: string;
  readonly sequence: { readonly nodes: unknown[]; readonly edges: unknown[] };
  readonly targetCount: number;
  readonly targetsBySourceCount: number;
  readonly connectionAcceptRate: number;
  readonly responseRate: number;
  readonly targetStats: CampaignTargetStats;
  /** Why a running campaign cannot act now (the list shows it in place of "Running"); null when it can. */
  readonly statusReason: StatusReason | null;
  /** The senders (LinkedIn account ids) the campaign acts through; each lead is assigned one. */
  readonly senders: string[];
}

/** `GET /api/campaigns` (and the support console's list of a user's campaigns). */
export interface CampaignList {
  readonly campaigns: CampaignListItem[];
}

/** `GET /api/campaigns/:id`, `PATCH /api/campaigns/:id/status`. */
export interface CampaignAnswer {
  readonly success: true;
  readonly campaign: CampaignListItem;
}

/** `POST /api/campaigns`: the campaign, or only its id when the projector has not caught up in time. */
export interface CampaignCreated {
  readonly success: true;
  readonly campaign: CampaignListItem | { readonly _id: string; readonly pending: true };
  /** Leads left out for the member's sake (on the Do-Not-Contact list, in another campaign...), named. */
  readonly skipped: SkippedLeadAnswer[];
}

/** The statuses `PATCH /api/campaigns/:id/status` takes. */
export type CampaignStatusChange = 'active' | 'paused' | 'completed' | 'failed';

/** `GET /api/campaigns/:id/history`: one page of the campaign's timeline. */
export interface CampaignHistoryPage {
  readonly entries: HistoryEntry[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

/** `POST /api/campaigns/:id/reset-profiles`: how many leads will fetch their profile again. */
export interface ProfilesReset {
  readonly success: true;
  readonly leads: number;
}

/** One version of a campaign's sequence, as `GET /api/campaigns/:id/sequence/versions` lists it. */
export interface SequenceVersionEntry {
  /** 1 as created, one more per revision. */
  readonly version: number;
  readonly at: string;
  /** Who made it: user, api-key:<name>, support (the creation's: its creator's). */
  readonly actor: string;
  /** Step ids added, removed and changed against the version before (all empty for version 1). */
  readonly diff: { readonly added: string[]; readonly removed: string[]; readonly changed: string[] };
  /** Where the leads on each removed step went: its next step, a picked step, or finish (stepId null). */
  readonly moves: {
    readonly from: string;
    readonly to: 'next' | 'step' | 'finish';
    readonly stepId: string | null;
    readonly stepIdIfConnected?: string | null;
  }[];
  /** The builder graph of that version. */
  readonly graph: { readonly nodes: unknown[]; readonly edges: unknown[] };
}

/** `GET /api/campaigns/:id/sequence/versions`: every version, oldest first. */
export interface SequenceVersions {
  readonly success: true;
  readonly current: number;
  readonly versions: SequenceVersionEntry[];
}

/** For one step a revision removes: the leads waiting on it, and where each choice sends them. */
export interface RemovedStepMoves {
  readonly stepId: string;
  readonly waiting: number;
  /** "Its next step": leads per destination step id ('finish' when they end). */
  readonly next: Record<string, number>;
  /** "Finish": the leads whose sequence ends. */
  readonly finish: number;
  /** "A step I pick": per step of the new sequence, leads per destination (a step done already is passed). */
  readonly step: Record<string, Record<string, number>>;
}

/** `POST /api/campaigns/:id/sequence/preview`: the save dialog's counts; nothing is stored. */
export interface SequenceRevisionPreview {
  readonly success: true;
  readonly removed: RemovedStepMoves[];
  readonly diff: { readonly added: string[]; readonly removed: string[]; readonly changed: string[] };
}

/** `PUT /api/campaigns/:id/sequence`: the version now in force (unchanged when the graph was the same). */
export interface SequenceRevisionAnswer {
  readonly success: true;
  readonly version: number;
  readonly campaign: CampaignListItem;
}

/** One local day of the account: invitations sent and accepted, messages sent, leads who replied. */
export interface DailyFigures {
  /** YYYY-MM-DD in the account's time zone. */
  readonly day: string;
  readonly invitationsSent: number;
  readonly invitationsAccepted: number;
  readonly messagesSent: number;
  readonly replies: number;
}

/**
 * `GET /api/campaigns/{id}/daily` (one campaign) and `GET /api/dashboard/daily` (all the workspace's
 * campaigns): the figures by the account's local day, every day from the first to the last with any.
 */
export interface DailyFiguresAnswer {
  /** The campaign, or null for all campaigns of the workspace. */
  readonly campaignId: string | null;
  /** The zone the days are sliced in. */
  readonly timeZone: string;
  readonly days: DailyFigures[];
}
