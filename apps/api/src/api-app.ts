import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppOrigins } from './common/app-origins';
import { ErrorFilter } from './common/error.filter';
import { withContractAnswers } from './openapi/contract-answers';
import { listensOnLoopback, loopbackHostOnly } from './common/loopback-host';
import { createValidationPipe } from './common/validation.pipe';
import type { ApiInfrastructure } from './infrastructure/api-infrastructure';
import { httpMetrics } from './common/http-metrics';
import { OriginCheckedIoAdapter } from './realtime/origin-checked-io-adapter';
import { hasWebApp, serveWebApp } from './web-app/serve-web-app';

/** Paths the single-page app must never swallow. */
const SERVER_PATHS = /^\/(api|sandbox|socket\.io)(\/|$)/;

/**
 * Security headers (helmet). The web app loads its own scripts only; it shows LinkedIn profile
 * pictures from any https host, and in OIDC mode talks to the identity provider.
 */
function securityHeaders(infra: ApiInfrastructure) {
  const issuer =
    infra.config.AUTH_MODE === 'oidc' && infra.config.OIDC_ISSUER ? [new URL(infra.config.OIDC_ISSUER).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", ...issuer],
        'frame-src': ["'self'", ...issuer],
        // Plain http is the embedded default's own address; upgrading it would break every request.
        'upgrade-insecure-requests': infra.config.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    // HSTS only where the app is served over https.
    strictTransportSecurity: infra.config.PUBLIC_URL.startsWith('https:'),
  });
}

/** Powerful browser features the web app never uses: denied to it and to anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Headers helmet does not set: Permissions-Policy on every answer, and `Cache-Control: no-store` on
 * the API's, so no browser or proxy cache keeps a user's data (or a token) after the answer.
 */
function privacyHeaders(req: express.Request, res: express.Response, next: express.NextFunction): void {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (req.path === '/api' || req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
  next();
}

/**
 * Builds the API application on the given adapters: REST under /api, OpenAPI at /api/docs when
 * enabled, optional extra mounts (the LinkedIn sandbox) and the built web app with an SPA fallback.
 * Browsers are served from PUBLIC_URL's origin (and, in the embedded default, its loopback aliases)
 * only: CORS, socket.io and the security headers say so.
 */
export async function createApiApp(infra: ApiInfrastructure): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(infra), {
    bufferLogs: true,
    rawBody: true, // webhook signatures are checked on the raw body
  });
  const origins = app.get(AppOrigins);
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // Before everything else (the sandbox's mount and the web app included): DNS rebinding (issue 18, item 5).
  if (listensOnLoopback(infra.config.HOST)) app.use(loopbackHostOnly(origins));
  app.use(httpMetrics);
  if (infra.config.TRUST_PROXY) app.set('trust proxy', trustProxy(infra.config.TRUST_PROXY));
  app.use(securityHeaders(infra));
  app.use(privacyHeaders);
  app.enableCors({ origin: (origin, callback) => callback(null, origins.allows(origin)), credentials: true });
  app.useWebSocketAdapter(new OriginCheckedIoAdapter(app, origins));
  // A campaign of 10,000 leads is about 600 kB of JSON; Express's default stops at 100 kB.
  app.useBodyParser('json', { limit: '2mb' });
  // gzip or brotli, as the browser accepts, for the web app's assets and the API's JSON alike.
  app.use(compression());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());

  for (const mount of infra.mounts ?? []) app.use(mount.path, mount.router);

  if (infra.apiDocs) {
    const document = withContractAnswers(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('Outflow API')
          .setVersion('0.1.0')
          .setDescription(
            'Every route takes `Authorization: Bearer <token>`: a session token from sign-in, or an API key ' +
              '(`ofk_…`, Settings → API keys) within its scopes. The MCP server is at /api/mcp.',
          )
          .addBearerAuth()
          .build(),
      ),
    );
    SwaggerModule.setup('api/docs', app, document);
  }

  if (hasWebApp(infra.webDistDir)) {
    // The session lives in the browser's storage for one origin: a page opened at another loopback
    // name than PUBLIC_URL's would lose it on the way back from LinkedIn's sign-in. Go there first.
    app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (req.method !== 'GET' || SERVER_PATHS.test(req.path)) return next();
      const origin = origins.originOfHost(req.headers.host);
      if (origin && origin !== origins.publicOrigin)
        return res.redirect(302, `${origins.publicOrigin}${req.originalUrl}`);
      next();
    });
    serveWebApp(app, infra.webDistDir);
  }
  return app;
}

/** TRUST_PROXY as Express reads it: a hop count, true/false, or names and subnets. */
function trustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}
