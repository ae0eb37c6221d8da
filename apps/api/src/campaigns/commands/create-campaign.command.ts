import type { EventMetadata } from '@outflow/domain';

export class CreateCampaignCommand {
  constructor(
    readonly userId: string,
    readonly input: { name: string; description?: string; leads: readonly string[]; sequence: unknown; leadSource?: string },
    readonly metadata: EventMetadata,
  ) {}
}
