import { Command } from '@nestjs/cqrs';
import type { CampaignEvent, EventMetadata } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

/** Bulk "add to a campaign": profile URLs join the campaign (those it lists already are left out). */
export class AddCampaignLeadsCommand extends Command<HandleCommandResult<CampaignEvent>> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly profileUrls: readonly string[],
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** Bulk "remove from a campaign": the leads it has not reached leave it. */
export class RemoveCampaignLeadsCommand extends Command<HandleCommandResult<CampaignEvent>> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly targetIds: readonly string[],
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
