import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { ApiError } from '../http/api-error';
import { sameSecret } from '../http/same-secret';

/** The header a server-side client may send the control token in (besides `Authorization: Bearer`). */
export const CONTROL_TOKEN_HEADER = 'x-sandbox-control-token';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form; names (`localhost`, `unknown`, `_hidden`) are not addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return isIP(bare) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(bare);
}

/** A `for=` value of `Forwarded` (RFC 7239): quoted, bracketed IPv6, optional port. */
function forwardedFor(value: string): string {
  const unquoted = value.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(unquoted);
  if (bracketed) return bracketed[1];
  return /^[\d.]+:\d+$/.test(unquoted) ? unquoted.slice(0, unquoted.lastIndexOf(':')) : unquoted;
}

/** Every client a proxy says it forwarded for (X-Forwarded-For, Forwarded, X-Real-IP). */
export function forwardedClients(headers: IncomingHttpHeaders): string[] {
  const all = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(','));
  };
  const clients = [...all('x-forwarded-for').map((v) => v.trim()), ...all('x-real-ip').map((v) => v.trim())];
  for (const element of all('forwarded')) {
    for (const pair of element.split(';')) {
      const [key, value] = pair.split('=');
      if (key?.trim().toLowerCase() === 'for' && value !== undefined) clients.push(forwardedFor(value));
    }
  }
  return clients.filter((client) => client !== '');
}

/** Compared in constant time (sameSecret). */
function carriesToken(headers: IncomingHttpHeaders, token: string): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
  const header = headers[CONTROL_TOKEN_HEADER];
  const candidates = [bearer, Array.isArray(header) ? header[0] : header].filter(
    (c): c is string => typeof c === 'string' && c !== '',
  );
  return candidates.some((candidate) => sameSecret(candidate, token));
}

/** A `Host` header naming this machine: `localhost`, 127.0.0.0/8 or `[::1]`, on any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.toLowerCase() === 'localhost' || isLoopbackAddress(name);
}

/**
 * Who may drive the sandbox (its control API): anyone carrying the control token, else only a
 * process on this machine that also names this machine. A request through a proxy on this machine
 * counts as its real client, so forwarded headers naming any client that is not loopback are refused
 * too; and a `Host` that is not a loopback name is a browser led here by DNS rebinding (a page of
 * `rebind.attacker.example` whose name now points at 127.0.0.1), refused however local its address.
 */
export function isOperatorRequest(
  request: { remoteAddress?: string; headers: IncomingHttpHeaders },
  controlToken?: string,
): boolean {
  if (controlToken && carriesToken(request.headers, controlToken)) return true;
  return (
    isLoopbackHost(request.headers.host) &&
    isLoopbackAddress(request.remoteAddress) &&
    forwardedClients(request.headers).every(isLoopbackAddress)
  );
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A body a browser could send without asking first (a form, text/plain): only JSON is read. */
function hasNonJsonBody(req: Request): boolean {
  if (!BODY_METHODS.has(req.method)) return false;
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  return hasBody && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '');
}

/**
 * 403 (Unipile's error body) for every request that is not an operator's, or that a page of another
 * site sent (an `Origin` other than the app's); 415 for a body that is not JSON.
 */
export function operatorOnly(options: { controlToken?: string; appOrigin: string }): RequestHandler {
  return (req, _res, next) => {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== options.appOrigin)
      return next(new ApiError(403, 'forbidden', 'The sandbox control API does not answer pages of other sites'));
    if (!isOperatorRequest({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, options.controlToken))
      return next(
        new ApiError(
          403,
          'forbidden',
          'The sandbox control API answers only on this machine, or with SANDBOX_CONTROL_TOKEN',
        ),
      );
    if (hasNonJsonBody(req))
      return next(new ApiError(415, 'unsupported_media_type', 'The sandbox control API reads JSON bodies only'));
    next();
  };
}
