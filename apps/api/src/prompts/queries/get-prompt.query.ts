export class GetPromptQuery {
  constructor(
    readonly userId: string,
    readonly promptId: string,
  ) {}
}
