import { CommandHandler } from '@nestjs/cqrs';
import { rateLimitsDecider, userStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { ChangeRateLimitSettingsCommand } from './change-rate-limit-settings.command';

@CommandHandler(ChangeRateLimitSettingsCommand)
export class ChangeRateLimitSettingsHandler extends deciderCommandHandler(rateLimitsDecider)(
  ({ userId, settings, metadata }: ChangeRateLimitSettingsCommand, now) => ({
    stream: userStream(userId),
    command: { type: 'ChangeRateLimitSettings', data: { settings, now } },
    metadata,
  }),
) {}
