import { Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { text } from 'express';
import type { LinkedInWebhookSettings } from '../infrastructure/api-infrastructure';
import { AiMessageProfileController } from './accounts/ai-message-profile.controller';
import { LinkedInCapabilitiesController } from './capabilities/linkedin-capabilities.controller';
import { LinkedInAccountsController } from './accounts/linkedin-accounts.controller';
import { LinkedInAccountSession } from './disconnection/linkedin-account-session';
import { CsvImports } from './lead-lists/csv-imports';
import { LeadListsController } from './lead-lists/lead-lists.controller';
import { LinkedInErrorFilter } from './linkedin-error.filter';
import { LINKEDIN_WEBHOOK_SETTINGS } from './linkedin.tokens';
import { LinkedInSearchController } from './search/linkedin-search.controller';
import { UserStreamProjection } from './user-stream-projection';
import { ProviderCallbackUrls } from './webhooks/provider-callback-urls';
import { UnipileWebhooksController } from './webhooks/unipile-webhooks.controller';
import { NotifyTokenGuard, WebhookSecretGuard } from './webhooks/webhook-auth.guards';
import { handlers } from './commands/handlers';

/** A CSV upload may be posted as it is (text/csv); JSON bodies keep the API's usual parser. */
const CSV_BODY_LIMIT = '5mb';

/**
 * The user's LinkedIn account (connection, disconnection detection, provider webhooks) and the
 * lead sources that go through it (search) or beside it (CSV and pasted lists).
 */
@Module({})
export class LinkedInModule implements NestModule {
  static register(webhooks: LinkedInWebhookSettings | undefined): DynamicModule {
    return {
      module: LinkedInModule,
      controllers: [
        LinkedInAccountsController,
        AiMessageProfileController,
        LinkedInSearchController,
        LinkedInCapabilitiesController,
        LeadListsController,
        UnipileWebhooksController,
      ],
      providers: [
        { provide: LINKEDIN_WEBHOOK_SETTINGS, useValue: webhooks ?? null },
        ...handlers,
        LinkedInAccountSession,
        LinkedInErrorFilter,
        CsvImports,
        UserStreamProjection,
        ProviderCallbackUrls,
        WebhookSecretGuard,
        NotifyTokenGuard,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(text({ type: ['text/*', 'application/csv'], limit: CSV_BODY_LIMIT }))
      .forRoutes({ path: 'leads/parse-csv', method: RequestMethod.POST });
  }
}
