import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';
import type { AppendResult } from '@outflow/event-store';

export class CreateCampaignCommand extends Command<{ campaignId: string; appended?: AppendResult }> {
  constructor(
    readonly userId: string,
    readonly input: { name: string; description?: string; leads: readonly string[]; sequence: unknown; leadSource?: string },
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
