import { Controller, Get, Module, Post, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Config } from '@outflow/config';
import type { Clock } from '@outflow/domain';
import type { EventStore } from '@outflow/event-store';
import type { MessageBus } from '@outflow/messaging';
import type { ReadModelDb } from '@outflow/read-models';
import { openAuth, openBilling } from '@outflow/wiring';
import type { AddressInfo } from 'node:net';
import { createApiApp } from '../../api-app';
import { AppModule } from '../../app.module';
import { ErrorFilter } from '../../common/error.filter';
import { createValidationPipe } from '../../common/validation.pipe';
import type { ApiInfrastructure } from '../../infrastructure/api-infrastructure';

/**
 * Test support for the access-gate suites (not used at runtime): a second API app on the stores
 * of an API harness (same database, projector and token secret), listening on a free port.
 */
export interface HarnessStores {
  readonly config: Config;
  readonly eventStore: EventStore;
  readonly readDb: ReadModelDb;
  readonly bus: MessageBus;
  readonly clock: Clock;
}

export interface RunningTestApp {
  readonly app: INestApplication;
  readonly url: string;
  close(): Promise<void>;
}

function infrastructure(stores: HarnessStores): ApiInfrastructure {
  const { config, eventStore, readDb, bus, clock } = stores;
  return { config, eventStore, readDb, bus, clock, ...openAuth(config), billing: openBilling(config, clock) };
}

async function listen(app: INestApplication): Promise<RunningTestApp> {
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${((app.getHttpServer() as import('node:http').Server).address() as AddressInfo).port}`;
  return { app, url, close: () => app.close() };
}

/** The real API app, exactly as `createApiApp` builds it. */
export async function startRealApp(stores: HarnessStores): Promise<RunningTestApp> {
  return listen(await createApiApp(infrastructure(stores)));
}

/**
 * A feature endpoint as a colleague would add it later (no marking at all): the gate must cover
 * it by default. Answers what it was asked, so a pass through the gate is visible.
 */
@Controller('gate-probe')
class UnmarkedFeatureController {
  @Get('feature')
  read() {
    return { reached: true };
  }

  @Post('feature')
  write() {
    return { reached: true };
  }
}

/** The real API plus the unmarked probe feature, set up as `createApiApp` sets the app up. */
export async function startAppWithUnmarkedFeature(
  stores: HarnessStores,
  extra: Type[] = [UnmarkedFeatureController],
): Promise<RunningTestApp> {
  @Module({ imports: [AppModule.register(infrastructure(stores))], controllers: extra })
  class AppWithProbeModule {}
  const app = await NestFactory.create(AppWithProbeModule, { rawBody: true, logger: false });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());
  return listen(app);
}
