import { Command } from '@nestjs/cqrs';
import type { EventMetadata } from '@outflow/domain';

/** The user clicked connect (or reconnect): a fresh provider sign-in link, one per click. */
export class CreateHostedAuthLinkCommand extends Command<HostedAuthAnswer> {
  constructor(
    readonly userId: string,
    readonly redirectUrl: string | undefined,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}

export interface HostedAuthAnswer {
  readonly success: true;
  readonly authLink: string;
  readonly isReconnect: boolean;
  readonly message: string;
}
