export class ListPromptsQuery {
  constructor(readonly userId: string) {}
}
