import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';

/** `POST /auth/logout`: every token the user holds stops working. */
export class SignOutCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
