import { BadRequestException } from '@nestjs/common';
import type { ApiErrorBody } from './api-error';

/** The names a browser may use for this machine; the same server answers on each. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function withHost(origin: string, host: string): string {
  const url = new URL(origin);
  url.hostname = host;
  return url.origin;
}

/**
 * Where browsers use this app: PUBLIC_URL's origin and, when that is a loopback name (the embedded
 * default), the other loopback names on the same port — a browser opened at 127.0.0.1 while
 * PUBLIC_URL says localhost is the same app. CORS, socket.io, and every return address the app
 * hands to a provider (Stripe, LinkedIn sign-in) are limited to these.
 */
export class AppOrigins {
  readonly publicOrigin: string;
  readonly all: readonly string[];

  constructor(publicUrl: string) {
    const url = new URL(publicUrl);
    this.publicOrigin = url.origin;
    const aliases = LOOPBACK_HOSTS.includes(url.hostname)
      ? LOOPBACK_HOSTS.map((host) => withHost(url.origin, host))
      : [];
    this.all = [...new Set([this.publicOrigin, ...aliases])];
  }

  allows(origin: string | undefined): boolean {
    return origin !== undefined && this.all.includes(origin);
  }

  /** The origin of an address inside this app, or undefined (another site, not a URL). */
  originOf(address: string | undefined): string | undefined {
    if (!address) return undefined;
    try {
      const url = new URL(address);
      return this.allows(url.origin) ? url.origin : undefined;
    } catch {
      return undefined;
    }
  }

  /** A browser request's own origin when it is one of this app's, from its `Host` header (and PUBLIC_URL's scheme). */
  originOfHost(host: string | undefined): string | undefined {
    if (!host) return undefined;
    return this.originOf(`${new URL(this.publicOrigin).protocol}//${host}`);
  }

  /** 400 naming `field` unless `address` is inside this app: a foreign one would make it an open redirect. */
  requireAppUrl(address: string, field: string): string {
    if (this.originOf(address)) return address;
    const message = `${field} must be an address of this app (${this.publicOrigin})`;
    const body: ApiErrorBody = {
      statusCode: 400,
      message,
      errorCode: 'VALIDATION_FAILED',
      field,
      errors: [{ field, messages: [message] }],
    };
    throw new BadRequestException(body);
  }
}
