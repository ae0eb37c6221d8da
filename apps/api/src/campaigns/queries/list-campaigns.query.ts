export class ListCampaignsQuery {
  constructor(readonly userId: string) {}
}
