import { Command, CommandHandler } from '@nestjs/cqrs';
import { subscriptionDecider, userStream, type EventMetadata, type SubscriptionEvent } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

export class StartTrialCommand extends Command<HandleCommandResult<SubscriptionEvent>> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** The 7-day trial: no events while the same trial runs; TRIAL_ALREADY_USED once it was used or paid. */
@CommandHandler(StartTrialCommand)
export class StartTrialHandler extends deciderCommandHandler(subscriptionDecider)(
  ({ userId, metadata }: StartTrialCommand, now) => ({
    stream: userStream(userId),
    command: { type: 'StartTrial', data: { now } },
    metadata,
  }),
) {}
