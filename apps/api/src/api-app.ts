import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import { Logger } from 'nestjs-pino';
import fs from 'node:fs';
import path from 'node:path';
import { AppModule } from './app.module';
import { ErrorFilter } from './common/error.filter';
import { createValidationPipe } from './common/validation.pipe';
import type { ApiInfrastructure } from './infrastructure/api-infrastructure';

/** Paths the single-page app must never swallow. */
const SERVER_PATHS = /^\/(api|sandbox|socket\.io)(\/|$)/;

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
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());

  for (const mount of infra.mounts ?? []) app.use(mount.path, mount.router);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Outflow API').setVersion('0.1.0').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/docs', app, document);

  if (infra.webDistDir && fs.existsSync(path.join(infra.webDistDir, 'index.html'))) {
    const index = path.join(infra.webDistDir, 'index.html');
    app.use(express.static(infra.webDistDir, { index: false }));
    app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (req.method !== 'GET' || SERVER_PATHS.test(req.path)) return next();
      res.sendFile(index);
    });
  }
  return app;
}
