import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import { randomUUID } from 'node:crypto';
import { AccessModule } from './access/access.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AiMessagesModule } from './ai-messages/ai-messages.module';
import { AuthModule } from './auth/auth.module';
import { StorableInputModule } from './common/storable-input.module';
import { HealthModule } from './health/health.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import type { ApiInfrastructure } from './infrastructure/api-infrastructure';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { LinkedInModule } from './linkedin/linkedin.module';
import { CampaignsModule } from './campaigns/campaigns.module';
import { ConnectionsModule } from './connections/connections.module';
import { LeadsModule } from './leads/leads.module';
import { ChatsModule } from './chats/chats.module';
import { ContactsModule } from './contacts/contacts.module';
import { PromptsModule } from './prompts/prompts.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { ScheduleModule } from './schedule/schedule.module';
import { RealtimeModule } from './realtime/realtime.module';
import { sharedRequestLimitStorage } from './request-limits/shared-request-limit-storage';
import { RequestLimitsModule } from './request-limits/request-limits.module';
import { redactedUrl } from './common/redacted-url';
import { clientRequestId } from './common/request-id';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { SupportModule } from './support/support.module';
import { AccessLogModule } from './access-log/access-log.module';
import { McpModule } from './mcp/mcp.module';
import { WebhookSubscriptionsModule } from './webhook-subscriptions/webhook-subscriptions.module';
import { WorkspacesModule } from './workspaces/workspaces.module';

/** The API: one module per area, on the adapters it is given. */
@Module({})
export class AppModule {
  static register(infra: ApiInfrastructure): DynamicModule {
    const pinoHttp: Options = {
      // The one log format every process writes (@outflow/observability's processLogger), named for the API.
      name: 'api',
      level: infra.config.LOG_LEVEL,
      // Structured JSON logs; tokens never reach them.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
      genReqId: (req) => clientRequestId(req.headers) ?? randomUUID(),
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // One short line per request; headers stay out of the logs.
      serializers: {
        // Sign-in links and notify tokens ride in URLs: the log keeps the route, not the secret.
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactedUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    };
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: infra.logDestination ? [pinoHttp, infra.logDestination] : pinoHttp,
          // Every route, in Express 5's wildcard syntax (nestjs-pino's default '*' under the 'api'
          // prefix made Nest warn "Unsupported route path" at each start).
          forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
        }),
        CqrsModule.forRoot(),
        InfrastructureModule.register(infra),
        AuthModule,
        // Right after AuthModule: a request made with an API key stays within its scopes.
        ApiKeysModule,
        // After AuthModule, before the access gate: each route's least role in the workspace.
        WorkspacesModule,
        // After AuthModule: the per-user limit and the access gate need the user the AuthGuard sets.
        RequestLimitsModule.register(infra.config, infra.requestLimitStorage ?? sharedRequestLimitStorage(infra)),
        // Before the access gate: support staff's commands meet the read-only rule first.
        SupportModule,
        AccessModule,
        // Before any pipe validates a body: what Postgres cannot store or the validator cannot walk is refused.
        StorableInputModule,
        // Around every route's handler, after the guards: a refused request never claims its key.
        IdempotencyModule,
        HealthModule,
        RateLimitsModule,
        ScheduleModule,
        CampaignsModule,
        LeadsModule,
        RealtimeModule,
        SubscriptionsModule,
        AiMessagesModule,
        ChatsModule,
        ContactsModule,
        PromptsModule,
        LinkedInModule.register(infra.linkedinWebhooks),
        ConnectionsModule,
        AccessLogModule,
        WebhookSubscriptionsModule,
        McpModule,
      ],
    };
  }
}
