import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { AuthModule } from './auth/auth.module';
import { HealthModule } from './health/health.module';
import type { ApiInfrastructure } from './infrastructure/api-infrastructure';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';

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
          },
        }),
        CqrsModule.forRoot(),
        InfrastructureModule.register(infra),
        AuthModule,
        HealthModule,
        RateLimitsModule,
      ],
    };
  }
}
