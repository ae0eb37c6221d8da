import { Command, CommandHandler } from '@nestjs/cqrs';
import {
  webhookSubscriptionsDecider,
  webhookSubscriptionsStream,
  type EventMetadata,
  type WebhookSubscriptionCommand,
  type WebhookSubscriptionEvent,
} from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
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

@CommandHandler(ChangeWebhookSubscriptionsCommand)
export class ChangeWebhookSubscriptionsHandler extends deciderCommandHandler(webhookSubscriptionsDecider)(
  (c: ChangeWebhookSubscriptionsCommand, now) => ({
    stream: webhookSubscriptionsStream(c.ownerId),
    command: c.command(now),
    metadata: c.metadata,
  }),
) {}
