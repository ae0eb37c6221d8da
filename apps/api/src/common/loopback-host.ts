import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from './api-error';
import type { AppOrigins } from './app-origins';

const LOOPBACK_NAME = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The name in a `Host` header, without its port. */
function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
}

/** Whether the server listens on this machine only (`HOST` is a loopback address or name). */
export function listensOnLoopback(host: string): boolean {
  return LOOPBACK_NAME.test(host) || host === '::1';
}

/**
 * For a server that listens on loopback (the embedded default): a request must name this machine
 * (`localhost`, 127.0.0.0/8, `[::1]`, on any port) or PUBLIC_URL's host. Anything else is a browser
 * led here by DNS rebinding — a page of `rebind.attacker.example` whose name now resolves to
 * 127.0.0.1 — and is refused before any route, the API, the LinkedIn sandbox and the web app alike.
 */
export function loopbackHostOnly(origins: AppOrigins) {
  const publicHost = new URL(origins.publicOrigin).host.toLowerCase();
  return (req: Request, res: Response, next: NextFunction): void => {
    const host = (req.headers.host ?? '').toLowerCase();
    if (LOOPBACK_NAME.test(hostName(host)) || host === publicHost) return next();
    const body: ApiErrorBody = {
      statusCode: 421,
      errorCode: 'HOST_NOT_ALLOWED',
      message: `This server answers ${publicHost} and this machine's loopback names only`,
    };
    res.status(421).json(body);
  };
}
