import type { CampaignSnapshot, HistoryEntry, StatusReason } from '@outflow/domain';

export type { CampaignSnapshot, HistoryEntry, StatusReason };

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
