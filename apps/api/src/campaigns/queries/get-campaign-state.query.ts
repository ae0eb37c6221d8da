import type { LeadTableQuery } from '@outflow/domain';

/** The campaign page's data: live (no `at`) or replayed up to `at`. */
export class GetCampaignStateQuery {
  constructor(
    readonly ownerId: string,
    readonly campaignId: string,
    readonly at: string | undefined,
    readonly leads: LeadTableQuery,
  ) {}
}
