import { Query } from '@nestjs/cqrs';
import type { CampaignSnapshot, LeadTableQuery } from '@outflow/domain';

/** The campaign page's data: live (no `at`) or replayed up to `at`. */
export class GetCampaignStateQuery extends Query<CampaignSnapshot> {
  constructor(
    readonly ownerId: string,
    readonly campaignId: string,
    /** `at` as given (a position or a time), or the slider's n-th event of the timeline. */
    readonly at: string | { readonly event: number } | undefined,
    readonly leads: LeadTableQuery,
  ) {
    super();
  }
}
