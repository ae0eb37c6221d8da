import { Module } from '@nestjs/common';
import { ChangeWebhookSubscriptionsHandler } from './commands/change-webhook-subscriptions.handler';
import { WebhookSubscriptionsController } from './webhook-subscriptions.controller';

@Module({
  controllers: [WebhookSubscriptionsController],
  providers: [ChangeWebhookSubscriptionsHandler],
})
export class WebhookSubscriptionsModule {}
