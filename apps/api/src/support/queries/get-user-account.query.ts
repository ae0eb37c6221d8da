/** Everything support sees of one user's account. */
export class GetUserAccountQuery {
  constructor(readonly userId: string) {}
}
