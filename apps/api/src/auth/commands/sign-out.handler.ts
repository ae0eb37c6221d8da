import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sessionDecider, userStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore } from '@outflow/event-store';
import { ProjectionWaiter } from '../../infrastructure/projection-waiter';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { SignOutCommand } from './sign-out.command';

/** Records UserSignedOut (the next token version) and answers once the guard's read model has it. */
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly projection: ProjectionWaiter,
  ) {}

  async execute({ userId, metadata }: SignOutCommand): Promise<void> {
    await this.projection.waitForAppend(await handleCommand(this.store, userStream(userId), sessionDecider, { type: 'SignOut', data: { userId, now: this.clock.now() } }, metadata));
  }
}
