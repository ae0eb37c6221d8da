import { CommandHandler } from '@nestjs/cqrs';
import { subscriptionDecider, userStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { StartTrialCommand } from './start-trial.command';

/** The 7-day trial: no events while the same trial runs; TRIAL_ALREADY_USED once it was used or paid. */
@CommandHandler(StartTrialCommand)
export class StartTrialHandler extends deciderCommandHandler(subscriptionDecider)(
  ({ userId, metadata }: StartTrialCommand, now) => ({
    stream: userStream(userId),
    command: { type: 'StartTrial', data: { now } },
    metadata,
  }),
) {}
