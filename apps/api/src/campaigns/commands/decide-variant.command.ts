import { Command } from '@nestjs/cqrs';
import type { CampaignEvent, EventMetadata } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

/** Choose a step's winning variant, or pause one (issue 21). */
export class DecideVariantCommand extends Command<HandleCommandResult<CampaignEvent>> {
  constructor(
    readonly userId: string,
    readonly campaignId: string,
    readonly stepId: string,
    readonly variantId: string,
    readonly decision: 'choose' | 'pause',
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
