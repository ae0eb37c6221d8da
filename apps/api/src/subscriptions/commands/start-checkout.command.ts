import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';
import type { AuthenticatedUser } from '../../common/authenticated-user';

export class StartCheckoutCommand extends Command<{ url: string }> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly successUrl: string,
    readonly cancelUrl: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
