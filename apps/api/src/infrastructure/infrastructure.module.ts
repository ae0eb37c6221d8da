import { Global, Module, type DynamicModule } from '@nestjs/common';
import { OfflineAiWriter } from '@outflow/ai';
import { AppOrigins } from '../common/app-origins';
import type { ApiInfrastructure } from './api-infrastructure';
import { ProjectionWaiter } from './projection-waiter';
import { AI_WRITER, BILLING, CLOCK, CONFIG, EVENT_STORE, LINKEDIN, MESSAGE_BUS, READ_DB, TOKEN_ISSUER, TOKEN_VERIFIER } from './tokens';

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
      { provide: CLOCK, useValue: infra.clock },
      { provide: TOKEN_VERIFIER, useValue: infra.tokenVerifier },
      { provide: TOKEN_ISSUER, useValue: infra.tokenIssuer ?? null },
      { provide: BILLING, useValue: infra.billing },
      { provide: LINKEDIN, useValue: infra.linkedin ?? null },
      { provide: AI_WRITER, useValue: infra.ai ?? new OfflineAiWriter() },
      { provide: AppOrigins, useValue: new AppOrigins(infra.config.PUBLIC_URL) },
      ProjectionWaiter,
    ];
    return { module: InfrastructureModule, providers, exports: providers.map((p) => ('provide' in p ? p.provide : p)) };
  }
}
