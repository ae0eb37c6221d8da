import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { subscriptionDecider, userStream, type Clock, type SubscriptionEvent } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { StartTrialCommand } from './start-trial.command';

/** The 7-day trial: no events while the same trial runs; TRIAL_ALREADY_USED once it was used or paid. */
@CommandHandler(StartTrialCommand)
export class StartTrialHandler implements ICommandHandler<StartTrialCommand, HandleCommandResult<SubscriptionEvent>> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: StartTrialCommand): Promise<HandleCommandResult<SubscriptionEvent>> {
    return handleCommand(this.store, userStream(command.userId), subscriptionDecider, { type: 'StartTrial', data: { now: this.clock.now() } }, command.metadata);
  }
}
