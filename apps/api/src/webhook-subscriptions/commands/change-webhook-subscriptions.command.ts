import { Command } from '@nestjs/cqrs';
import type { EventMetadata, WebhookSubscriptionCommand, WebhookSubscriptionEvent } from '@outflow/domain';
import type { HandleCommandResult } from '@outflow/event-store';

/** Any command on the owner's webhook subscriptions stream, read at the clock's now. */
export class ChangeWebhookSubscriptionsCommand extends Command<HandleCommandResult<WebhookSubscriptionEvent>> {
  constructor(
    readonly ownerId: string,
    readonly command: (now: Date) => WebhookSubscriptionCommand,
    readonly metadata: EventMetadata,
  ) {
    super();
  }
}
