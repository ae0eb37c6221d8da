import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { ChangeCampaignStatusCommand } from './change-campaign-status.command';

/** Start (active) or pause: the runner reads the campaign stream before every step, so a pause holds at once. */
@CommandHandler(ChangeCampaignStatusCommand)
export class ChangeCampaignStatusHandler implements ICommandHandler<ChangeCampaignStatusCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: ChangeCampaignStatusCommand): Promise<HandleCommandResult<never>> {
    return handleCommand(
      this.store,
      campaignStream(command.campaignId),
      campaignDecider,
      { type: 'ChangeCampaignStatus', data: { userId: command.userId, status: command.status, now: this.clock.now() } },
      command.metadata,
    ) as Promise<HandleCommandResult<never>>;
  }
}
