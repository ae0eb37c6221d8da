import type { INestApplication } from '@nestjs/common';
import type express from 'express';
import expressStaticGzip from 'express-static-gzip';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Paths the single-page app must never swallow: the server's own, and /assets (a script an old
 * tab asks for after a release must fail as a 404, not run index.html as JavaScript).
 */
const NOT_APP_ROUTES = /^\/(api|sandbox|socket\.io|assets)(\/|$)/;

/** Vite names every built asset after its content (`index-BxkRKbF1.js`, and its `.br`/`.gz` twins): such a file never changes. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.\w+(\.(br|gz))?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser asks again every time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/** Whether a built web app is there to serve. */
export function hasWebApp(dir: string | undefined): dir is string {
  return Boolean(dir) && fs.existsSync(path.join(dir!, 'index.html'));
}

/**
 * The built web app. The build writes a brotli and a gzip copy beside every text asset; the one the
 * browser accepts is sent as it is (HEAD answers the same headers as GET). Hashed assets are cached
 * for a year, everything else (index.html first) is revalidated, and any other GET outside the
 * server's own paths gets index.html (client-side routes).
 */
export function serveWebApp(app: INestApplication, dir: string): void {
  const index = path.join(dir, 'index.html');
  app.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
      },
    }),
  );
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method !== 'GET' || NOT_APP_ROUTES.test(req.path)) return next();
    // Compressed by the app-wide middleware (api-app.ts).
    res.sendFile(index, { headers: { 'Cache-Control': REVALIDATE } });
  });
}
