import { Command, CommandHandler } from '@nestjs/cqrs';
import { sessionDecider, userStream, type EventMetadata, type UserSignedOut } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
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

/** Records UserSignedOut (the next token version); the controller answers once the guard's read model has it. */
@CommandHandler(SignOutCommand)
export class SignOutHandler extends deciderCommandHandler(sessionDecider)(
  ({ userId, metadata }: SignOutCommand, now) => ({
    stream: userStream(userId),
    command: { type: 'SignOut', data: { userId, now } },
    metadata,
  }),
) {}
