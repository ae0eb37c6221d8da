import { Module } from '@nestjs/common';
import { WebhookSubscriptionsController } from './webhook-subscriptions.controller';
import { handlers } from './commands/handlers';

@Module({
  controllers: [WebhookSubscriptionsController],
  providers: [...handlers],
})
export class WebhookSubscriptionsModule {}
