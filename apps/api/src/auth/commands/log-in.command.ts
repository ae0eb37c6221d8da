export class LogInCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly correlationId: string,
  ) {}
}
