import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time: both sides are hashed first, so neither length nor content leaks through timing. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether a request may read operator details: it carries OPERATOR_TOKEN as a bearer token, or it
 * comes from this machine directly (a loopback address and no proxy's forwarding header, since a
 * proxy on this machine forwards clients from anywhere).
 */
export function isOperatorRequest(request: Request, operatorToken: string | undefined): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (operatorToken && sameSecret(bearer, operatorToken)) return true;
  const direct = FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
  return direct && LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '');
}
