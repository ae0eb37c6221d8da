import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { SandboxSettings } from '../db/sandbox-settings';
import { ApiError } from './api-error';
import { errorField, sandboxLog } from '../sandbox-log';
import { sameSecret } from './same-secret';

/** Every Unipile call carries `X-API-KEY`; anything else is answered 401. Compared in constant time. */
export function requireApiKey(apiKey: string): RequestHandler {
  return (req, _res, next) => {
    if (!sameSecret(req.get('x-api-key'), apiKey))
      return next(new ApiError(401, 'unauthorized', 'Missing or invalid X-API-KEY header'));
    next();
  };
}

/** The injected latency and transient 503s (`POST /control/faults`). */
export function injectFaults(settings: SandboxSettings): RequestHandler {
  return (_req, _res, next) => {
    const { latencyMs, latencyMaxMs, errorRate } = settings.faults;
    const latency = latencyMaxMs > latencyMs ? latencyMs + Math.random() * (latencyMaxMs - latencyMs) : latencyMs;
    const proceed = () =>
      errorRate > 0 && Math.random() < errorRate
        ? next(new ApiError(503, 'service_unavailable', 'Injected transient error: try again later'))
        : next();
    if (latency > 0) setTimeout(proceed, latency);
    else proceed();
  };
}

/** Unipile's error body for every failure; body-parser and multer failures are malformed requests. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const apiError = toApiError(error);
  if (apiError.retryAfterSeconds !== undefined) res.set('Retry-After', String(apiError.retryAfterSeconds));
  res.status(apiError.status).json(apiError.body());
};

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const e = error as { type?: string; status?: number; name?: string; message?: string };
  if (
    e?.name === 'MulterError' ||
    e?.type === 'entity.parse.failed' ||
    e?.type === 'entity.too.large' ||
    (e?.status && e.status < 500)
  ) {
    return new ApiError(400, 'malformed_request', e.message);
  }
  sandboxLog('error', 'unexpected error', { error: errorField(error) });
  return new ApiError(500, 'unexpected_error', 'The sandbox failed to handle this request');
}
