import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { AccessModule } from './access/access.module';
import { AiMessagesModule } from './ai-messages/ai-messages.module';
import { AuthModule } from './auth/auth.module';
import { HealthModule } from './health/health.module';
import type { ApiInfrastructure } from './infrastructure/api-infrastructure';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { LinkedInModule } from './linkedin/linkedin.module';
import { CampaignsModule } from './campaigns/campaigns.module';
import { ConnectionsModule } from './connections/connections.module';
import { LeadsModule } from './leads/leads.module';
import { MessagesModule } from './messages/messages.module';
import { PromptsModule } from './prompts/prompts.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { ScheduleModule } from './schedule/schedule.module';
import { RealtimeModule } from './realtime/realtime.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { SupportModule } from './support/support.module';
import { AccessLogModule } from './access-log/access-log.module';

/** The API: one module per area, on the adapters it is given. */
@Module({})
export class AppModule {
  static register(infra: ApiInfrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: infra.config.LOG_LEVEL,
            // Structured JSON logs; tokens never reach them.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
            genReqId: (req) => String(req.headers['x-request-id'] ?? randomUUID()),
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            // One short line per request; headers stay out of the logs.
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        CqrsModule.forRoot(),
        InfrastructureModule.register(infra),
        AuthModule,
        // Between the two: support staff's commands meet the read-only rule before the access gate.
        SupportModule,
        // After AuthModule: the access gate's global guard needs the user the AuthGuard sets.
        AccessModule,
        HealthModule,
        RateLimitsModule,
        ScheduleModule,
        CampaignsModule,
        LeadsModule,
        RealtimeModule,
        SubscriptionsModule,
        AiMessagesModule,
        MessagesModule,
        PromptsModule,
        LinkedInModule.register(infra.linkedinWebhooks),
        ConnectionsModule,
        AccessLogModule,
      ],
    };
  }
}
