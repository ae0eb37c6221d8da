import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ErrorFilter } from './common/error.filter';
import { createValidationPipe } from './common/validation.pipe';
import type { ApiInfrastructure } from './infrastructure/api-infrastructure';
import { hasWebApp, serveWebApp } from './web-app/serve-web-app';

/**
 * Builds the API application on the given adapters: REST under /api, OpenAPI at /api/docs,
 * optional extra mounts (the LinkedIn sandbox) and the built web app with an SPA fallback.
 */
export async function createApiApp(infra: ApiInfrastructure): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(infra), {
    bufferLogs: true,
    rawBody: true, // webhook signatures are checked on the raw body
  });
  app.useLogger(app.get(Logger));
  // A campaign of 10,000 leads is about 600 kB of JSON; Express's default stops at 100 kB.
  app.useBodyParser('json', { limit: '2mb' });
  // gzip or brotli, as the browser accepts, for the web app's assets and the API's JSON alike.
  app.use(compression());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());

  for (const mount of infra.mounts ?? []) app.use(mount.path, mount.router);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Outflow API').setVersion('0.1.0').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, document);

  if (hasWebApp(infra.webDistDir)) serveWebApp(app, infra.webDistDir);
  return app;
}
