import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';

/** The provider's notify callback presented a link's token, naming a user and an account. */
export class UseHostedAuthLinkCommand extends Command<void> {
  constructor(
    readonly linkId: string,
    readonly token: string,
    readonly userId: string,
    readonly accountId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
