import { CommandHandler } from '@nestjs/cqrs';
import { webhookSubscriptionsDecider, webhookSubscriptionsStream } from '@outflow/domain';
import { deciderCommandHandler } from '../../infrastructure/decider-command-handler';
import { ChangeWebhookSubscriptionsCommand } from './change-webhook-subscriptions.command';

@CommandHandler(ChangeWebhookSubscriptionsCommand)
export class ChangeWebhookSubscriptionsHandler extends deciderCommandHandler(webhookSubscriptionsDecider)(
  (c: ChangeWebhookSubscriptionsCommand, now) => ({
    stream: webhookSubscriptionsStream(c.ownerId),
    command: c.command(now),
    metadata: c.metadata,
  }),
) {}
