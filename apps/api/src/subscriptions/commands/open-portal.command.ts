export class OpenPortalCommand {
  constructor(
    readonly userId: string,
    readonly returnUrl: string,
  ) {}
}
