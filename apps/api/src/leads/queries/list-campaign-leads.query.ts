/** One campaign's leads; the campaign must be the user's. */
export class ListCampaignLeadsQuery {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
  ) {}
}
