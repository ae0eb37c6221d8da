import { Command } from '@nestjs/cqrs';
import type { EventMetadata, UserSignedOut } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

/** `POST /auth/logout`: every token the user holds stops working. */
export class SignOutCommand extends Command<HandleCommandResult<UserSignedOut>> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
