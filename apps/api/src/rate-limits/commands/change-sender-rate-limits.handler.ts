import { Command, CommandHandler } from '@nestjs/cqrs';
import {
  linkedInAccountStream,
  senderSettingsDecider,
  type EventMetadata,
  type RateLimitSettings,
  type RateLimitSettingsInput,
  type SenderSettingsEvent,
} from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import type { HandleCommandResult } from '@outflow/event-store';

/** A sender's own limits, on its stream; `defaults` are the workspace's (what an omitted weekly cap keeps). */
export class ChangeSenderRateLimitsCommand extends Command<HandleCommandResult<SenderSettingsEvent>> {
  constructor(
    readonly accountId: string,
    readonly settings: RateLimitSettingsInput,
    readonly defaults: RateLimitSettings,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

@CommandHandler(ChangeSenderRateLimitsCommand)
export class ChangeSenderRateLimitsHandler extends deciderCommandHandler(senderSettingsDecider)(
  ({ accountId, settings, defaults, metadata }: ChangeSenderRateLimitsCommand, now) => ({
    stream: linkedInAccountStream(accountId),
    command: { type: 'ChangeSenderRateLimits', data: { accountId, settings, defaults, now } },
    metadata,
  }),
) {}
