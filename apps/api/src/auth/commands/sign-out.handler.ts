import { CommandHandler } from '@nestjs/cqrs';
import { sessionDecider, userStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { SignOutCommand } from './sign-out.command';

/** Records UserSignedOut (the next token version); the controller answers once the guard's read model has it. */
@CommandHandler(SignOutCommand)
export class SignOutHandler extends deciderCommandHandler(sessionDecider)(
  ({ userId, metadata }: SignOutCommand, now) => ({
    stream: userStream(userId),
    command: { type: 'SignOut', data: { userId, now } },
    metadata,
  }),
) {}
