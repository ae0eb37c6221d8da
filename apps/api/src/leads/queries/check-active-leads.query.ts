/** Which of these profiles the user's campaigns are already working on. */
export class CheckActiveLeadsQuery {
  constructor(
    readonly userId: string,
    readonly profileUrls: readonly string[],
  ) {}
}
