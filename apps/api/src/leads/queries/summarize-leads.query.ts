export class SummarizeLeadsQuery {
  constructor(readonly userId: string) {}
}
