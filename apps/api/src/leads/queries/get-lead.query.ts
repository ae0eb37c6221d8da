export class GetLeadQuery {
  constructor(
    readonly userId: string,
    readonly leadId: string,
  ) {}
}
