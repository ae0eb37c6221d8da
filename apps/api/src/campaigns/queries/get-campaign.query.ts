export class GetCampaignQuery {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
  ) {}
}
