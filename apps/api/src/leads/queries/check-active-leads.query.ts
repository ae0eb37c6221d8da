import { Query } from '@nestjs/cqrs';

/** Which of these profiles the user's campaigns are already working on. */
export class CheckActiveLeadsQuery extends Query<ActiveLeadMatch[]> {
  constructor(
    readonly userId: string,
    readonly profileUrls: readonly string[],
  ) {
    super();
  }
}

/** A profile of the list being built that a campaign of the user is already working on, and where. */
export interface ActiveLeadMatch {
  /** As the caller sent it. */
  readonly profileUrl: string;
  readonly campaigns: Array<{ campaignId: string; campaignName: string; leadId: string; status: string }>;
}
