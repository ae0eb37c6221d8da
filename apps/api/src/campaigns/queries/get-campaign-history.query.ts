export class GetCampaignHistoryQuery {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    /** Only this lead's history (its target id), when given. */
    readonly targetId?: string,
  ) {}
}
