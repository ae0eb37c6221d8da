import { Command } from '@nestjs/cqrs';
import type { EventMetadata, LeadIdentity, SkippedLead } from '@outflow/domain';
import type { AppendResult } from '@outflow/event-store';

export class CreateCampaignCommand extends Command<{
  campaignId: string;
  appended?: AppendResult;
  skipped: SkippedLead[];
}> {
  constructor(
    readonly userId: string,
    readonly input: {
      name: string;
      description?: string;
      leads: readonly string[];
      leadIdentities?: readonly LeadIdentity[];
      allowPreviouslyContacted?: boolean;
      leadNames?: readonly string[];
      sequence: unknown;
      leadSource?: string;
    },
    readonly metadata: EventMetadata,
    /** The new campaign's id: the same on a retry of one Idempotency-Key, so a second run finds the first's campaign. */
    readonly campaignId: string,
  ) {
    super();
  }
}
