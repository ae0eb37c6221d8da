import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';

/** `GET /linkedin-accounts/validate-service`: asks the provider how the user's account is doing. */
export class CheckLinkedInServiceCommand extends Command<ServiceValidationResult> {
  constructor(
    readonly userId: string,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

/** The service validation result (spec 01 §3). */
export interface ServiceValidationResult {
  readonly connected: boolean;
  readonly authenticated: boolean;
  readonly message: string;
  readonly errorCode: string | null;
  readonly errorDetails: string | null;
}
