import { Command, CommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream, type EventMetadata, type CampaignEvent } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
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

/** Who decided: the workspace member, the API key by its name, or the account's owner. */
const deciderOf = (metadata: EventMetadata): string =>
  metadata.memberId ?? (metadata.actor.startsWith('api-key:') ? metadata.actor : metadata.userId);

/** A winner or a pause: one event on the campaign stream; the runner reads it before the step's next lead. */
@CommandHandler(DecideVariantCommand)
export class DecideVariantHandler extends deciderCommandHandler(campaignDecider)(
  ({ userId, campaignId, stepId, variantId, decision, metadata }: DecideVariantCommand, now) => ({
    stream: campaignStream(campaignId),
    command: { type: 'DecideVariant', data: { userId, by: deciderOf(metadata), stepId, variantId, decision, now } },
    metadata,
  }),
) {}
