import { httpRequestSeconds } from '@outflow/observability';
import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';

/** The route a request matched, as declared (`/api/campaigns/:id`), so the metric's labels stay few. */
function routeOf(req: Request): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  return req.originalUrl.startsWith('/api/') ? 'unmatched' : 'web';
}

/** Times every request into `outflow_http_request_duration_seconds` by method, route and status. */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const started = performance.now();
  res.on('finish', () =>
    httpRequestSeconds.observe(
      { method: req.method, route: routeOf(req), status: String(res.statusCode) },
      (performance.now() - started) / 1000,
    ),
  );
  next();
}
