import { CommandHandler } from '@nestjs/cqrs';
import { campaignDecider, campaignStream, type EventMetadata } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { DecideVariantCommand } from './decide-variant.command';

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
