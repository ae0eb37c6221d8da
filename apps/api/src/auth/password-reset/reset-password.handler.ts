import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock, EventMetadata } from '@outflow/domain';
import type { AppendResult, EventStore } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { resetPassword } from './password-resets';

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

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId, token, password, metadata }: ResetPasswordCommand): Promise<AppendResult | undefined> {
    return resetPassword(this.store, this.clock, { userId, token, password }, metadata);
  }
}
