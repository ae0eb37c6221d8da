/** The user's LinkedIn account as the read model has it. */
export class GetLinkedInAccountQuery {
  constructor(readonly userId: string) {}
}
