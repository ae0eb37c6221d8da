/** The user's leads, all of them or one campaign's. */
export class ListLeadsQuery {
  constructor(
    readonly userId: string,
    readonly campaignId?: string,
  ) {}
}
