import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';
import type { AppendResult } from '@outflow/event-store';

/** A new password set with a reset link. */
export class ResetPasswordCommand extends Command<AppendResult | undefined> {
  constructor(
    readonly userId: string,
    readonly token: string,
    readonly password: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
