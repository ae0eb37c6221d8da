import { Command } from '@nestjs/cqrs';

export class OpenPortalCommand extends Command<{ url: string }> {
  constructor(
    readonly userId: string,
    readonly returnUrl: string,
  ) {
    super();
  }
}
