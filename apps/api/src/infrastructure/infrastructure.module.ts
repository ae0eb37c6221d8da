import { Global, Module, type DynamicModule } from '@nestjs/common';
import { OfflineAiWriter } from '@outflow/ai';
import { integrationsDbOn } from '@outflow/integrations';
import { SmtpMailer } from '@outflow/auth';
import { AppOrigins } from '../common/app-origins';
import type { ApiInfrastructure } from './api-infrastructure';
import { ProjectionWaiter } from './projection-waiter';
import {
  AI_WRITER,
  BILLING,
  CLOCK,
  CONFIG,
  EVENT_STORE,
  INTEGRATIONS_DB,
  LINKEDIN,
  MESSAGE_BUS,
  READ_DB,
  MAILER,
  TOKEN_ISSUER,
  TOKEN_VERIFIER,
} from './tokens';

/** Makes the given adapters injectable everywhere under their port tokens. */
@Global()
@Module({})
export class InfrastructureModule {
  static register(infra: ApiInfrastructure): DynamicModule {
    const providers = [
      { provide: CONFIG, useValue: infra.config },
      { provide: EVENT_STORE, useValue: infra.eventStore },
      { provide: MESSAGE_BUS, useValue: infra.bus },
      { provide: READ_DB, useValue: infra.readDb },
      { provide: INTEGRATIONS_DB, useValue: integrationsDbOn(infra.readDb) },
      { provide: CLOCK, useValue: infra.clock },
      { provide: TOKEN_VERIFIER, useValue: infra.tokenVerifier },
      { provide: TOKEN_ISSUER, useValue: infra.tokenIssuer ?? null },
      { provide: BILLING, useValue: infra.billing },
      { provide: LINKEDIN, useValue: infra.linkedin ?? null },
      { provide: AI_WRITER, useValue: infra.ai ?? new OfflineAiWriter() },
      // Password reset links go by e-mail only when an SMTP server is configured.
      {
        provide: MAILER,
        useValue: infra.config.SMTP_URL ? new SmtpMailer(infra.config.SMTP_URL, infra.config.SMTP_FROM) : null,
      },
      { provide: AppOrigins, useValue: new AppOrigins(infra.config.PUBLIC_URL) },
      ProjectionWaiter,
    ];
    return { module: InfrastructureModule, providers, exports: providers.map((p) => ('provide' in p ? p.provide : p)) };
  }
}
