import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { ResetCampaignProfilesCommand } from './reset-campaign-profiles.command';

/** reset-profiles: one event on the campaign stream; the runner fetches each unfinished lead's profile again on its next step. */
@CommandHandler(ResetCampaignProfilesCommand)
export class ResetCampaignProfilesHandler implements ICommandHandler<ResetCampaignProfilesCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: ResetCampaignProfilesCommand): Promise<HandleCommandResult<never>> {
    return handleCommand(
      this.store,
      campaignStream(command.campaignId),
      campaignDecider,
      { type: 'ResetCampaignProfiles', data: { userId: command.userId, now: this.clock.now() } },
      command.metadata,
    ) as Promise<HandleCommandResult<never>>;
  }
}
