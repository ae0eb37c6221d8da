import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream, type Clock } from '@outflow/domain';
import { handleCommand, type EventStore, type HandleCommandResult } from '@outflow/event-store';
import { CLOCK, EVENT_STORE } from '../../infrastructure/tokens';
import { DeleteCampaignCommand } from './delete-campaign.command';

/** Deleting stops the campaign and removes it from every list; its events stay for audit. */
@CommandHandler(DeleteCampaignCommand)
export class DeleteCampaignHandler implements ICommandHandler<DeleteCampaignCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: DeleteCampaignCommand): Promise<HandleCommandResult<never>> {
    return handleCommand(
      this.store,
      campaignStream(command.campaignId),
      campaignDecider,
      { type: 'DeleteCampaign', data: { userId: command.userId, now: this.clock.now() } },
      command.metadata,
    ) as Promise<HandleCommandResult<never>>;
  }
}
